import { DOCUMENT_MESSAGES } from "@q2c/domain";
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../test/render-app.tsx";
import { SignatureField, type SignatureValue } from "./signature-field.tsx";
import { SIGNING_TEXTS as T } from "./texts.ts";

const PNG = "data:image/png;base64,iVBORw0KGgo=";

/** jsdom draws nothing: a canvas context that records the strokes, and a fixed PNG export. */
function fakeCanvas() {
  const strokes: string[] = [];
  const ctx = {
    setTransform: () => {},
    beginPath: () => {},
    arc: () => strokes.push("dot"),
    fill: () => {},
    moveTo: () => {},
    lineTo: () => strokes.push("line"),
    stroke: () => {},
    save: () => {},
    restore: () => {},
    clearRect: () => strokes.push("clear"),
  } as unknown as CanvasRenderingContext2D;
  const spies = [
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(ctx as never),
    vi.spyOn(HTMLCanvasElement.prototype, "toDataURL").mockReturnValue(PNG),
  ];
  return {
    strokes,
    restore: () => {
      for (const s of spies) s.mockRestore();
    },
  };
}

let canvas: ReturnType<typeof fakeCanvas>;
beforeEach(() => {
  canvas = fakeCanvas();
});
afterEach(() => canvas.restore());

function Harness({ onValue, error }: { onValue: (v: SignatureValue) => void; error?: string }) {
  const [value, setValue] = useState<SignatureValue>({ kind: "drawn", value: null });
  return (
    <SignatureField
      value={value}
      error={error}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe("the signature field", () => {
  it("draws with a pointer (a finger too: the pad takes no scrolling) and clears", () => {
    const values: SignatureValue[] = [];
    renderAt(<Harness onValue={(v) => values.push(v)} />);
    const pad = screen.getByRole("img", { name: T.padLabel });
    expect((pad as HTMLElement).style.touchAction).toBe("none");
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerType: "touch" });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerType: "touch" });
    fireEvent.pointerUp(pad, { clientX: 40, clientY: 30, pointerType: "touch" });
    expect(canvas.strokes).toEqual(["dot", "line"]);
    expect(values.at(-1)).toEqual({ kind: "drawn", value: PNG });
    fireEvent.click(screen.getByRole("button", { name: T.clear }));
    expect(values.at(-1)).toEqual({ kind: "drawn", value: null });
  });

  it("keeps the signature when the pad's width changes (a scroll bar, a phone turned): drawn again", () => {
    let width = 600;
    const rect = vi
      .spyOn(HTMLCanvasElement.prototype, "getBoundingClientRect")
      .mockImplementation(() => ({ left: 0, top: 0, width, height: 180 }) as DOMRect);
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          observers.push(this.callback);
        }
        disconnect() {}
      },
    );
    try {
      const values: SignatureValue[] = [];
      renderAt(<Harness onValue={(v) => values.push(v)} />);
      const pad = screen.getByRole("img", { name: T.padLabel });
      fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerType: "mouse", button: 0 });
      fireEvent.pointerMove(pad, { clientX: 300, clientY: 30, pointerType: "mouse" });
      fireEvent.pointerUp(pad, { clientX: 300, clientY: 30, pointerType: "mouse" });
      expect(canvas.strokes).toEqual(["dot", "line"]);
      width = 585;
      for (const fit of observers) fit();
      // The canvas is sized anew (which blanks it) and the stroke drawn again: the signature stands.
      expect(canvas.strokes).toEqual(["dot", "line", "dot", "line"]);
      expect(values.at(-1)).toEqual({ kind: "drawn", value: PNG });
      expect(values.some((v) => v.value === null)).toBe(false);
    } finally {
      rect.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("offers typing as the alternative to the pad, shown in a cursive face", () => {
    const values: SignatureValue[] = [];
    renderAt(<Harness onValue={(v) => values.push(v)} />);
    fireEvent.click(screen.getByRole("radio", { name: T.type }));
    expect(screen.queryByRole("img", { name: T.padLabel })).toBeNull();
    fireEvent.change(screen.getByLabelText(T.typedLabel), { target: { value: "Ada Lovelace" } });
    const preview = screen.getByRole("img", { name: `${T.typedPreview}: Ada Lovelace` });
    expect(preview.textContent).toBe("Ada Lovelace");
    expect(preview.style.fontFamily).toContain("cursive");
    expect(values.at(-1)).toEqual({ kind: "typed", value: "Ada Lovelace" });
  });

  it("describes the pad by its help and its error", () => {
    renderAt(<Harness onValue={() => {}} error={DOCUMENT_MESSAGES.signatureRequired} />);
    const pad = screen.getByRole("img", { name: T.padLabel });
    const described = (pad.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual([T.padHelp, DOCUMENT_MESSAGES.signatureRequired]);
    expect(pad.getAttribute("aria-invalid")).toBe("true");
  });
});
