export { Modal, focusableIn, type ModalProps } from './modal/Modal.tsx';
