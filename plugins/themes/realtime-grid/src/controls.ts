/**
 * The grid's control bar, without React or the DOM: its sliders (grid width, grid height, grid
 * padding) with their ranges, the screen's chosen values laid over the wall's options, and the
 * up/down keys that trigger the grid's resize.
 */
import { defaultGridHeightPx, defaultGridPaddingPx, defaultGridWidthPx } from './fit.ts';
import { nextStart, type GridOptionValues } from './layout.ts';

/** A grid option the control bar's sliders set. */
export type GridSliderKey = 'gridwidth' | 'gridheight' | 'gridpadding';

/** One slider of the control bar. */
export interface GridSlider {
  readonly key: GridSliderKey;
  /** The English label (the options schema's title). */
  readonly label: string;
  /** The label's catalogue key, drawn in the wall's language. */
  readonly labelKey: 'gridWidth' | 'gridHeight' | 'gridPadding';
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly defaultValue: number;
}

/**
 * The sliders, in the bar's order. Every value lies inside what the options schema accepts
 * (whole px, not negative); the bounds keep a cell a usable size on a screen.
 */
export const gridSliders: readonly GridSlider[] = [
  {
    key: 'gridwidth',
    label: 'Grid width',
    labelKey: 'gridWidth',
    min: 100,
    max: 1000,
    step: 10,
    defaultValue: defaultGridWidthPx,
  },
  {
    key: 'gridheight',
    label: 'Grid height',
    labelKey: 'gridHeight',
    min: 100,
    max: 1000,
    step: 10,
    defaultValue: defaultGridHeightPx,
  },
  {
    key: 'gridpadding',
    label: 'Grid padding',
    labelKey: 'gridPadding',
    min: 0,
    max: 100,
    step: 1,
    defaultValue: defaultGridPaddingPx,
  },
];

/** The values this screen's sliders chose (none until a slider moves). */
export type ChosenGridValues = Partial<Record<GridSliderKey, number>>;

/** The wall's grid options with this screen's chosen values over them. */
export function withChosenValues(
  options: GridOptionValues,
  chosen: ChosenGridValues,
): GridOptionValues {
  return { ...options, ...chosen };
}

/** A slider's value for a stored option, kept inside the slider's range. */
export function sliderValue(slider: GridSlider, value: number): number {
  return Math.min(slider.max, Math.max(slider.min, value));
}

/**
 * The value a remote screen's `slider` control chooses for this grid: `{ [key]: value }` for a
 * grid slider's name, kept inside that slider's range in whole px; null for any other name.
 */
export function chosenFromSlider(name: string, value: number): ChosenGridValues | null {
  const slider = gridSliders.find((candidate) => candidate.key === name);
  return slider ? { [slider.key]: Math.round(sliderValue(slider, value)) } : null;
}

/**
 * The first post shown after a remote screen's forward (1) or back (-1): the next screen of
 * cells as the refresh shows it, or the one before (from the first screen, the last one).
 */
export function steppedStart(total: number, cells: number, start: number, step: 1 | -1): number {
  if (step === 1) return nextStart(total, cells, start);
  if (total <= cells || cells <= 0) return 0;
  return start - cells >= 0 ? start - cells : Math.floor((total - 1) / cells) * cells;
}

/** What {@link isResizeKey} reads of a key press. */
export interface ResizeKeyPress {
  readonly key: string;
  readonly altKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  /** The focused element's tag name (`INPUT`, `TEXTAREA`...), if any. */
  readonly targetTag?: string | undefined;
  /** The focused input's type (`range`, `text`...), if it is an input. */
  readonly targetType?: string | undefined;
  /** Whether the focused element is editable text (`contenteditable`). */
  readonly targetEditable?: boolean;
  /** The focused element's ARIA role, if any (`slider`, `textbox`...). */
  readonly targetRole?: string | null | undefined;
}

const textRoles = new Set(['slider', 'textbox', 'searchbox', 'spinbutton', 'combobox']);

/**
 * Whether a key press triggers the grid's resize: ArrowUp or ArrowDown without a modifier, when
 * focus is not in a text field or a slider (where the arrows keep their own meaning).
 */
export function isResizeKey(press: ResizeKeyPress): boolean {
  if (press.key !== 'ArrowUp' && press.key !== 'ArrowDown') return false;
  if (press.altKey || press.ctrlKey || press.metaKey) return false;
  if (press.targetEditable) return false;
  if (press.targetRole && textRoles.has(press.targetRole)) return false;
  const tag = press.targetTag?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return false;
  if (tag === 'INPUT') {
    const type = (press.targetType ?? 'text').toLowerCase();
    // Buttons and boxes do not use the arrows; every other input does.
    return ['button', 'submit', 'reset', 'checkbox', 'radio', 'image'].includes(type);
  }
  return true;
}
