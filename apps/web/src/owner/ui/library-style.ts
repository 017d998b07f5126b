/**
 * React Aria's press handling adds a `<style>` element (a `touch-action` rule) on first use. The
 * owner pages' CSP (style-src 'self') refuses inline styles, so the browser would refuse it and
 * log a violation. The rule is in owner.css instead; this marks it as present: the library looks
 * its style up by this id and adds nothing when it finds one. Imported by every library wrapper.
 */
const libraryStyleId = 'react-aria-pressable-style';

if (typeof document !== 'undefined' && !document.getElementById(libraryStyleId)) {
  const marker = document.createElement('meta');
  marker.id = libraryStyleId;
  document.head.append(marker);
}
