import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

type Popups = typeof import("./header-popups.tsx");

let loaded: Popups | undefined;
let loading: Promise<Popups> | undefined;

/** The header's menus and tooltip (Mantine's Menu and Tooltip, floating-ui: some 35 KB gzip), once. */
export function loadHeaderPopups(): Promise<Popups> {
  loading ??= import("./header-popups.tsx").then((m) => {
    loaded = m;
    return m;
  });
  return loading;
}

/** What a deferred trigger spreads on its button until the popup's code is in. */
export interface TriggerProps {
  ref: Ref<HTMLButtonElement>;
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onTouchStart?: () => void;
  onFocus?: (event: FocusEvent) => void;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * A header button whose popup (menu or tooltip) loads its code when first wanted rather than with the
 * shell: the pointer over it, a touch or focus starts the load. Until then `trigger` draws the bare
 * button. A click or opening key on a menu before its code is in opens it once loaded; the button keeps
 * focus across the swap, and a tooltip shows at once when the pointer is still on it.
 */
export function DeferredPopup({
  kind,
  trigger,
  popup,
}: {
  kind: "menu" | "tooltip";
  trigger: (props: TriggerProps) => ReactElement;
  popup: (popups: Popups, target: ReactElement, openAtOnce: boolean) => ReactElement;
}) {
  const [popups, setPopups] = useState(loaded);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const pointerOver = useRef(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  useLayoutEffect(() => {
    if (popups && refocus.current) button.current?.focus();
  }, [popups]);

  if (popups) return popup(popups, trigger({ ref: button }), openAtOnce);

  const want = (open: boolean) => {
    if (open) setOpenAtOnce(true);
    void loadHeaderPopups().then((m) => {
      if (!mounted.current) return;
      const el = button.current;
      refocus.current = el !== null && document.activeElement === el;
      if (kind === "tooltip" && pointerOver.current) setOpenAtOnce(true);
      setPopups(m);
    });
  };
  return trigger({
    ref: button,
    onPointerEnter: () => {
      pointerOver.current = true;
      want(false);
    },
    onPointerLeave: () => {
      pointerOver.current = false;
    },
    onTouchStart: () => want(false),
    onFocus: () => want(false),
    ...(kind === "menu"
      ? {
          onClick: () => want(true),
          onKeyDown: (event: KeyboardEvent) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            want(true);
          },
        }
      : {}),
  });
}
