// Islands import their helpers from here, never from the files directly: one import point
// means esbuild puts all helpers in a single shared chunk instead of one tiny chunk per
// combination of islands (see client.ts for how that chunk gets preloaded).
export { has } from "./has";
export { fill } from "./text";
export { RotationToggle } from "./RotationToggle";
export { useDomId } from "./useDomId";
export { useHoverFocus } from "./useHoverFocus";
export { useInterval } from "./useInterval";
export { useReducedMotion } from "./useReducedMotion";
export { ATTRIBUTION_FIELDS, readAttribution, recordAttribution, type Attribution } from "./attribution";
export { startAnalytics, trackConversion } from "./analytics";
export { startPhoneSwap } from "./phones";
export { watchCallBar } from "./callbar";
export { startBooking } from "./booking";
