import { Box, Input, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { useCallback } from "react";
import { SignaturePad } from "./signature-pad.tsx";
import { SIGNING_TEXTS as T } from "./texts.ts";

/** A signature as the form holds it: drawn (a PNG data URL once something is drawn) or typed. */
export type SignatureValue = { kind: "drawn"; value: string | null } | { kind: "typed"; value: string };

/** A typed signature prints in a handwriting face where the device has one. */
export const CURSIVE_FONT = `"Segoe Script", "Brush Script MT", "Snell Roundhand", "URW Chancery L", "Apple Chancery", cursive`;

export const isSignatureGiven = (s: SignatureValue): boolean =>
  s.kind === "drawn" ? s.value !== null : s.value.trim() !== "";

export interface SignatureFieldProps {
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  error?: string | null;
}

/**
 * The signature: drawn on the pad, or typed (the keyboard's and screen reader's way, and anyone's who
 * prefers it) and shown in a cursive face. Switching keeps nothing of the other way.
 */
export function SignatureField({ value, onChange, error }: SignatureFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const drawn = useCallback((png: string | null) => onChange({ kind: "drawn", value: png }), [onChange]);
  return (
    <Stack gap="xs">
      <Input.Label id={`${id}-label`} component="div">
        {T.signatureTitle}
      </Input.Label>
      <SegmentedControl
        aria-label={T.signatureMode}
        value={value.kind === "drawn" ? "drawn" : "typed"}
        onChange={(kind) =>
          onChange(kind === "typed" ? { kind: "typed", value: "" } : { kind: "drawn", value: null })
        }
        data={[
          { value: "drawn", label: T.draw },
          { value: "typed", label: T.type },
        ]}
        w={{ base: "100%", xs: 240 }}
      />
      {value.kind === "drawn" ? (
        <SignaturePad id={id} onChange={drawn} errorId={errorId} invalid={Boolean(error)} />
      ) : (
        <Stack gap={6}>
          <TextInput
            label={T.typedLabel}
            value={value.value}
            onChange={(e) => onChange({ kind: "typed", value: e.currentTarget.value })}
            autoComplete="name"
            maxLength={200}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={errorId}
            data-autofocus
          />
          <Text size="xs" c="dimmed" aria-hidden>
            {T.typedPreview}
          </Text>
          <Box
            role="img"
            aria-label={`${T.typedPreview}: ${value.value.trim()}`}
            mih={72}
            px="md"
            py="xs"
            bd="1px dashed var(--mantine-color-default-border)"
            style={{
              fontFamily: CURSIVE_FONT,
              fontSize: 36,
              lineHeight: 1.4,
              borderRadius: "var(--mantine-radius-sm)",
              overflowWrap: "anywhere",
              background: "#fff",
              color: "#1a1b1e",
            }}
            data-testid="typed-signature"
          >
            {value.value}
          </Box>
        </Stack>
      )}
      {error ? (
        <Text size="sm" c="var(--mantine-color-error)" id={errorId} role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
