// A modal decision dialog (the native <dialog>, so focus stays inside and Escape hides it).
// When it goes, focus goes back where it came from (the space clicked), or to the page's main
// part when that is gone: never to <body>, where a keyboard user would start over.
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { t } from "../i18n";

let counter = 0;

export function Modal(props: { title: string; onHide?: () => void; children: ComponentChildren; testid?: string; wide?: boolean }) {
  const { title, onHide, children, testid, wide } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const id = useRef(`dialog-${++counter}`).current;
  useEffect(() => {
    const d = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (d && !d.open) d.showModal();
    return () => {
      if (d?.open) d.close();
      requestAnimationFrame(() => {
        const back = opener?.isConnected && opener !== document.body ? opener : document.getElementById("main");
        if (document.activeElement === document.body || !document.activeElement) back?.focus({ preventScroll: true });
      });
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
            {t("Look at the board first")}
          </button>
        </p>
      )}
    </dialog>
  );
}
