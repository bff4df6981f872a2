import { Button, Group, Text, Tooltip, UnstyledButton, VisuallyHidden } from "@mantine/core";
import {
  QUOTE_STAGE_LABELS,
  QUOTE_STAGES,
  type QuoteStage,
  type StageMoveFacts,
  stageSteps,
} from "@q2c/domain";
import { IconCheck, IconChevronRight } from "@tabler/icons-react";
import { useId } from "react";
import { BUILDER_TEXTS as T } from "./texts.ts";

export interface StageStepperProps {
  stage: QuoteStage;
  facts: StageMoveFacts;
  /** Moves are offered only to those who may change the quote. */
  canMove: boolean;
  onMove: (stage: QuoteStage) => void;
}

/**
 * The eight stages (domain §4) as a stepper: a step the quote may move to now is a button; any other
 * says why not (stageSteps' refusal) in its tooltip and description. "Next stage" moves one forward.
 */
export function StageStepper({ stage, facts, canMove, onMove }: StageStepperProps) {
  const steps = stageSteps(stage, facts);
  const baseId = useId();
  const nextStage = QUOTE_STAGES[QUOTE_STAGES.indexOf(stage) + 1];
  const next = steps.find((s) => s.stage === nextStage);
  return (
    <Group gap="xs" wrap="wrap" justify="space-between">
      <Group
        component="ol"
        aria-label={T.stage}
        gap={4}
        wrap="wrap"
        m={0}
        p={0}
        style={{ listStyle: "none" }}
      >
        {steps.map((step, i) => {
          const allowed = canMove && step.refusal === null && step.state !== "current";
          const why = step.state === "current" ? null : canMove ? step.refusal : null;
          const descId = `${baseId}-${step.stage}`;
          return (
            <li key={step.stage} style={{ display: "flex", alignItems: "center", gap: 4 }}>
              <Tooltip label={why} disabled={why === null} multiline maw={260}>
                <UnstyledButton
                  aria-current={step.state === "current" ? "step" : undefined}
                  aria-disabled={!allowed}
                  aria-describedby={why ? descId : undefined}
                  onClick={() => allowed && onMove(step.stage)}
                  px={8}
                  py={4}
                  style={{
                    borderRadius: 999,
                    cursor: allowed ? "pointer" : "default",
                    background:
                      step.state === "current"
                        ? "var(--mantine-primary-color-filled)"
                        : step.state === "done"
                          ? "var(--mantine-primary-color-light)"
                          : "var(--mantine-color-default)",
                    color: step.state === "current" ? "var(--mantine-color-white)" : undefined,
                    opacity: step.state === "upcoming" && !allowed ? 0.7 : 1,
                  }}
                >
                  <Group gap={4} wrap="nowrap">
                    {step.state === "done" ? (
                      <IconCheck size={12} aria-hidden />
                    ) : (
                      <Text size="xs">{i + 1}.</Text>
                    )}
                    <Text size="xs" fw={600}>
                      {step.label}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Tooltip>
              {why ? <VisuallyHidden id={descId}>{why}</VisuallyHidden> : null}
              {i < steps.length - 1 ? <IconChevronRight size={12} aria-hidden opacity={0.5} /> : null}
            </li>
          );
        })}
      </Group>
      {canMove && next ? (
        <Tooltip label={next.refusal} disabled={next.refusal === null} multiline maw={260}>
          <Button
            size="xs"
            rightSection={<IconChevronRight size={14} aria-hidden />}
            aria-disabled={next.refusal !== null}
            data-disabled={next.refusal !== null || undefined}
            onClick={(event) => {
              if (next.refusal !== null) event.preventDefault();
              else onMove(next.stage);
            }}
          >
            {T.nextStage(QUOTE_STAGE_LABELS[next.stage])}
          </Button>
        </Tooltip>
      ) : null}
    </Group>
  );
}
