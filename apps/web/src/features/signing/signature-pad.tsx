import { Box, Button, Group, Text } from "@mantine/core";
import { IconEraser } from "@tabler/icons-react";
import { type PointerEvent, useCallback, useEffect, useRef } from "react";
import { SIGNING_TEXTS as T } from "./texts.ts";

export interface SignaturePadProps {
  /** The drawing as a PNG data URL, or null when the pad is empty (cleared). */
  onChange: (png: string | null) => void;
  /** The pad's help text gets this id (`${id}-help`). */
  id: string;
  /** The id of an error shown beneath, if any. */
  errorId?: string;
  invalid?: boolean;
  height?: number;
}

const INK = "#1a1b1e";
const LINE_WIDTH = 2.5;

/** A point of a stroke: x as a share of the pad's width (the pad's width may change), y in CSS pixels. */
interface Point {
  x: number;
  y: number;
}

const dot = (ctx: CanvasRenderingContext2D, x: number, y: number) => {
  ctx.beginPath();
  ctx.arc(x, y, LINE_WIDTH / 2, 0, Math.PI * 2);
  ctx.fill();
};

const line = (
  ctx: CanvasRenderingContext2D,
  from: { x: number; y: number },
  to: { x: number; y: number },
) => {
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x, to.y);
  ctx.stroke();
};

/**
 * A signature pad: a canvas drawn on with pointer events, which a mouse, a pen and a finger all send
 * (`touch-action: none`, so a finger draws rather than scrolls the page). The canvas is sized to its
 * box times the device's pixel ratio for a sharp line; each stroke ends with the drawing exported as a
 * PNG data URL. The strokes are kept, so that a change of the box's width (a scroll bar coming or going,
 * a phone turned, a window resized) draws them again at the new width rather than losing the signature.
 * Its typed alternative is the "Type" choice beside it (signature-field.tsx).
 */
export function SignaturePad({ onChange, id, errorId, invalid = false, height = 180 }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ id: number; x: number; y: number } | null>(null);
  const strokes = useRef<Point[][]>([]);

  const context = useCallback(() => canvasRef.current?.getContext("2d") ?? null, []);

  // The drawing surface follows the box's width; the strokes so far are drawn again at the new width.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const ratio = window.devicePixelRatio || 1;
      const { width } = canvas.getBoundingClientRect();
      if (width === 0) return;
      const pixels = Math.round(width * ratio);
      if (canvas.width === pixels) return;
      canvas.width = pixels;
      canvas.height = Math.round(height * ratio);
      const ctx = context();
      if (!ctx) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.lineWidth = LINE_WIDTH;
      ctx.strokeStyle = INK;
      ctx.fillStyle = INK;
      if (strokes.current.length === 0) return;
      for (const stroke of strokes.current) {
        let last: { x: number; y: number } | null = null;
        for (const p of stroke) {
          const at = { x: p.x * width, y: p.y };
          if (last) line(ctx, last, at);
          else dot(ctx, at.x, at.y);
          last = at;
        }
      }
      onChange(canvas.toDataURL("image/png"));
    };
    fit();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [context, height, onChange]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top, width: rect.width || 1 };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === "mouse") return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const p = pointOf(event);
    drawing.current = { id: event.pointerId, x: p.x, y: p.y };
    strokes.current.push([{ x: p.x / p.width, y: p.y }]);
    const ctx = context();
    // A tap leaves a dot.
    if (ctx) dot(ctx, p.x, p.y);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const last = drawing.current;
    if (!last || last.id !== event.pointerId) return;
    event.preventDefault();
    const p = pointOf(event);
    const ctx = context();
    if (ctx) line(ctx, last, p);
    strokes.current.at(-1)?.push({ x: p.x / p.width, y: p.y });
    drawing.current = { id: last.id, x: p.x, y: p.y };
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current || drawing.current.id !== event.pointerId) return;
    drawing.current = null;
    const canvas = canvasRef.current;
    if (!canvas || !context()) return;
    onChange(canvas.toDataURL("image/png"));
  };

  const clear = () => {
    const canvas = canvasRef.current;
    const ctx = context();
    if (canvas && ctx) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
      ctx.restore();
    }
    strokes.current = [];
    onChange(null);
  };

  return (
    <Box>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={T.padLabel}
        aria-describedby={[`${id}-help`, errorId].filter(Boolean).join(" ")}
        aria-invalid={invalid || undefined}
        data-testid="signature-pad"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
        w="100%"
        h={height}
        display="block"
        bd={`1px ${invalid ? "solid var(--mantine-color-error)" : "dashed var(--mantine-color-default-border)"}`}
        style={{
          touchAction: "none",
          cursor: "crosshair",
          borderRadius: "var(--mantine-radius-sm)",
          background: "#fff",
        }}
      />
      <Group justify="space-between" mt={4} gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed" id={`${id}-help`}>
          {T.padHelp}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEraser size={14} aria-hidden />}
          onClick={clear}
          style={{ flexShrink: 0 }}
        >
          {T.clear}
        </Button>
      </Group>
    </Box>
  );
}
