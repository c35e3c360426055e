// A modal decision dialog (the native <dialog>, so focus stays inside and Escape hides it).
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";

let counter = 0;

export function Modal(props: { title: string; onHide?: () => void; children: ComponentChildren; testid?: string; wide?: boolean }) {
  const { title, onHide, children, testid, wide } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const id = useRef(`dialog-${++counter}`).current;
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    return () => {
      if (d?.open) d.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      class={`decision${wide ? " wide" : ""}`}
      aria-labelledby={id}
      data-testid={testid}
      onCancel={(e) => {
        e.preventDefault();
        onHide?.();
      }}
    >
      <h2 id={id}>{title}</h2>
      {children}
      {onHide && (
        <p class="dialog-foot">
          <button type="button" class="secondary" onClick={onHide}>
            Look at the board first
          </button>
        </p>
      )}
    </dialog>
  );
}
