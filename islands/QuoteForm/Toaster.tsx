import { useEffect, useRef, type ReactNode } from "react";

export interface ToastData {
  id: number;
  title: string;
  description: string;
}

interface ToasterProps {
  toasts: ToastData[];
  durationMs: number;
  gapPx: number;
  label: string;
  closeLabel: string;
  onDismiss: (id: number) => void;
  /** An alert shown above the toasts until the form clears it (the failed-request toast). */
  children?: ReactNode;
}

/** Adds a toast, dropping the oldest beyond `limit`. */
export function pushToast(list: ToastData[], toast: ToastData, limit: number): ToastData[] {
  const next = [...list, toast];
  return next.slice(Math.max(0, next.length - Math.max(limit, 1)));
}

// The live region is rendered (empty) from the start: screen readers only announce changes
// to a region that already existed.
export function Toaster({ toasts, durationMs, gapPx, label, closeLabel, onDismiss, children }: ToasterProps) {
  const listRef = useRef<HTMLOListElement>(null);
  // Set through CSSOM, not a style attribute: the site's CSP forbids inline style attributes.
  useEffect(() => {
    listRef.current?.style.setProperty("--toast-gap", `${gapPx}px`);
  }, [gapPx]);

  return (
    <section className="toaster" aria-label={label}>
      {children}
      <ol ref={listRef} className="toaster__list" aria-live="polite" aria-relevant="additions text">
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            toast={toast}
            durationMs={durationMs}
            closeLabel={closeLabel}
            onDismiss={onDismiss}
          />
        ))}
      </ol>
    </section>
  );
}

interface ToastProps {
  toast: ToastData;
  durationMs: number;
  closeLabel: string;
  onDismiss: (id: number) => void;
}

function Toast({ toast, durationMs, closeLabel, onDismiss }: ToastProps) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, durationMs, onDismiss]);

  return (
    <li className="toast">
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        <p className="toast__description">{toast.description}</p>
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={closeLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
