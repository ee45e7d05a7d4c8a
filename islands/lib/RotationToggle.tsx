/**
 * The pause/play button of a rotating island (WCAG 2.2.2: moving content can be paused). Not shown
 * to visitors who asked for reduced motion: nothing rotates for them.
 */
export function RotationToggle({
  paused,
  onToggle,
  labels,
}: {
  paused: boolean;
  onToggle: () => void;
  labels: { play: string; pause: string };
}) {
  return (
    <button type="button" className="rotation-toggle" onClick={onToggle}>
      {paused ? labels.play : labels.pause}
    </button>
  );
}
