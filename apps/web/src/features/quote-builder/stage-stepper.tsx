import { Button, Group, Text, Tooltip, UnstyledButton, VisuallyHidden } from "@mantine/core";
import {
  ACCEPT_FROM_STAGE,
  acceptRefusal,
  QUOTE_STAGE_LABELS,
  QUOTE_STAGES,
  type QuoteStage,
  STAGE_MOVE_EFFECTS,
  type StageMoveFacts,
  stageIndex,
  stageSteps,
} from "@q2c/domain";
import { IconCheck, IconChecklist, IconChevronRight } from "@tabler/icons-react";
import { useId } from "react";
import { confirmAction } from "../../app/feedback/confirm.tsx";
import { LIFECYCLE_TEXTS as L } from "./lifecycle-texts.ts";
import { BUILDER_TEXTS as T } from "./texts.ts";

export interface StageStepperProps {
  stage: QuoteStage;
  facts: StageMoveFacts;
  /** Moves are offered only to those who may change the quote. */
  canMove: boolean;
  onMove: (stage: QuoteStage) => void;
  /** Opens Mark as accepted (the only way to Acceptance besides the customer's signature). */
  onAccept?: () => void;
}

/**
 * What a move does, to be confirmed first: forward past Proposal (STAGE_MOVE_EFFECTS, issue #16 §3);
 * null for a move back, or forward up to Proposal, which happen at once.
 */
export function stageMoveEffect(from: QuoteStage, to: QuoteStage): string | null {
  return stageIndex(to) < stageIndex(from) ? null : STAGE_MOVE_EFFECTS[to];
}

/** Asks before a move that has an effect to tell (stageMoveEffect); true when the user confirms. */
export function confirmStageMove(to: QuoteStage, effect: string): Promise<boolean> {
  const label = QUOTE_STAGE_LABELS[to];
  return confirmAction({
    title: L.moveTitle(label),
    message: effect,
    confirmLabel: to === "completed" ? L.completeConfirm : L.moveConfirm(label),
    danger: to === "completed",
  });
}

/**
 * The eight stages (domain §4) as a stepper: a step the quote may move to now is a button; any other
 * says why not (stageSteps' refusal) in its tooltip and description. "Next stage" moves one forward.
 */
export function StageStepper({ stage, facts, canMove, onMove, onAccept }: StageStepperProps) {
  const steps = stageSteps(stage, facts);
  const baseId = useId();
  const nextStage = QUOTE_STAGES[QUOTE_STAGES.indexOf(stage) + 1];
  const next = steps.find((s) => s.stage === nextStage);
  const move = (to: QuoteStage) => {
    const effect = stageMoveEffect(stage, to);
    if (effect === null) onMove(to);
    else void confirmStageMove(to, effect).then((yes) => yes && onMove(to));
  };
  // Mark as accepted from Proposal until Acceptance; disabled with the reason when refused there.
  const acceptWhy = acceptRefusal(stage, facts);
  const offersAccept =
    canMove &&
    onAccept !== undefined &&
    !facts.declined &&
    stageIndex(stage) >= stageIndex(ACCEPT_FROM_STAGE) &&
    stageIndex(stage) < stageIndex("acceptance");
  // At Agreement the next step is Acceptance, which only Mark as accepted reaches.
  const offersNext = canMove && next !== undefined && !(offersAccept && next.stage === "acceptance");
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
                  onClick={() => allowed && move(step.stage)}
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
      <Group gap="xs">
        {offersNext && next ? (
          <Tooltip label={next.refusal} disabled={next.refusal === null} multiline maw={260}>
            <Button
              size="xs"
              rightSection={<IconChevronRight size={14} aria-hidden />}
              aria-disabled={next.refusal !== null}
              data-disabled={next.refusal !== null || undefined}
              onClick={(event) => {
                if (next.refusal !== null) event.preventDefault();
                else move(next.stage);
              }}
            >
              {T.nextStage(QUOTE_STAGE_LABELS[next.stage])}
            </Button>
          </Tooltip>
        ) : null}
        {offersAccept ? (
          <Tooltip label={acceptWhy} disabled={acceptWhy === null} multiline maw={260}>
            <Button
              size="xs"
              color="success"
              variant={next?.stage === "acceptance" ? "filled" : "light"}
              leftSection={<IconChecklist size={14} aria-hidden />}
              aria-disabled={acceptWhy !== null}
              data-disabled={acceptWhy !== null || undefined}
              aria-describedby={acceptWhy ? `${baseId}-accept` : undefined}
              onClick={(event) => {
                if (acceptWhy !== null) event.preventDefault();
                else onAccept?.();
              }}
            >
              {L.markAccepted}
            </Button>
          </Tooltip>
        ) : null}
        {offersAccept && acceptWhy ? (
          <VisuallyHidden id={`${baseId}-accept`}>{acceptWhy}</VisuallyHidden>
        ) : null}
      </Group>
    </Group>
  );
}
