import {
  Alert,
  Button,
  EmptyState,
  Group,
  Progress,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Title,
} from "@mantine/core";
import { isOnboardingRestricted, MESSAGES } from "@q2c/domain";
import { IconArrowLeft, IconArrowRight, IconCheck, IconRocket } from "@tabler/icons-react";
import { useIsMutating } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { notifyError, notifySuccess } from "../../app/feedback/notify.tsx";
import { confirmDiscardUnsaved } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext, useRequiredUser } from "../../app/session/use-session.ts";
import { accountIsBrandable } from "../settings-company/branding-model.ts";
import { BrandingSection } from "../settings-company/branding-section.tsx";
import { CompanyInfoForm } from "../settings-company/company-info-form.tsx";
import { useCompanyAccount } from "../settings-company/use-company.ts";
import { LoadError } from "../settings-users/load-error.tsx";
import { positionOf, STEP_TEXT, VISIBLE_STEPS, visibleIndexOf } from "./onboarding-steps.ts";
import { PlanStep } from "./plan-step.tsx";
import { isUpcomingStep, UpcomingStep } from "./upcoming-step.tsx";
import { useSetOnboardingStep } from "./use-onboarding.ts";

const FORM_ID = "onboarding-step-form";

function Finished() {
  return (
    <EmptyState
      icon={<IconCheck size={28} aria-hidden />}
      withIndicatorBackground
      title="Onboarding is complete"
      description="Your account is set up. Everything in the menu is open to you."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/">
          Go to the dashboard
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** /onboarding: the seven steps of foundation §3 (Payments hidden) for an MSP still being set up. */
export default function OnboardingPage() {
  const user = useRequiredUser();
  const ctx = useAccessContext();
  const navigate = useNavigate();
  const account = useCompanyAccount(user.accountId);
  const setStep = useSetOnboardingStep(user.accountId);
  const saving = useIsMutating() > 0;
  const restricted = isOnboardingRestricted(ctx);
  // The server lets the MSP's owner and administrators move the step.
  const canAdvance = useCan("onboarding.moveOwn");

  if (!restricted) {
    return (
      <Stack gap="lg">
        <Title order={1} size="h2">
          Onboarding
        </Title>
        <Finished />
      </Stack>
    );
  }

  const index = visibleIndexOf(user.accountOnboardingStep);
  const step = VISIBLE_STEPS[index] ?? VISIBLE_STEPS[0];
  const last = index === VISIBLE_STEPS.length - 1;

  const moveTo = async (visibleIndex: number) => {
    // Moving between steps keeps the path, so the page's unsaved-changes prompt would not ask.
    if (visibleIndex < index && !(await confirmDiscardUnsaved())) return;
    const target = visibleIndex >= VISIBLE_STEPS.length ? -1 : positionOf(visibleIndex);
    setStep.mutate(target, {
      onSuccess: () => {
        if (target !== -1) return;
        notifySuccess("Onboarding", "completed");
        navigate("/");
      },
      onError: (error) => notifyError(error, { fallback: MESSAGES.couldNotBeSaved }),
    });
  };
  const next = () => moveTo(index + 1);

  const brandable = account.data ? accountIsBrandable(account.data) : false;
  // Steps holding a form submit it with Next; the form saves what changed, then moves on.
  const nextSubmitsForm = step?.key === "COMPANY" || (step?.key === "BRANDING" && brandable);

  let content: React.ReactNode;
  if (step?.key === "SELECT_PLAN")
    content = <PlanStep accountName={user.accountName} entitlements={user.entitlements} />;
  else if (step && isUpcomingStep(step.key)) content = <UpcomingStep stepKey={step.key} />;
  else if (account.isPending)
    content = <Skeleton height={240} radius="md" role="status" aria-label="Loading the company" />;
  else if (account.isError)
    content = (
      <LoadError
        error={account.error}
        title="Company unavailable"
        fallback="The company could not be loaded."
        onRetry={() => void account.refetch()}
      />
    );
  else if (step?.key === "COMPANY")
    content = (
      <CompanyInfoForm
        key={account.data.version}
        account={account.data}
        readOnly={!canAdvance}
        formId={FORM_ID}
        hideActions
        onSaved={next}
      />
    );
  else
    content = (
      <BrandingSection
        account={account.data}
        readOnly={!canAdvance}
        formId={FORM_ID}
        hideActions
        onSaved={next}
      />
    );

  const percent = Math.round((index / VISIBLE_STEPS.length) * 100);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Set up {user.accountName}
        </Title>
        <Text c="dimmed">
          Step {index + 1} of {VISIBLE_STEPS.length}: {step ? STEP_TEXT[step.key].label : ""}
        </Text>
      </div>
      <Progress value={percent} aria-label={`Onboarding progress: ${percent}%`} />
      {canAdvance ? null : (
        <Alert variant="light" color="yellow">
          Only the owner or an administrator of {user.accountName} can complete onboarding.
        </Alert>
      )}
      <Stepper
        active={index}
        onStepClick={canAdvance && !saving ? moveTo : undefined}
        allowNextStepsSelect={false}
        size="sm"
      >
        {VISIBLE_STEPS.map((s) => (
          <Stepper.Step
            key={s.key}
            label={STEP_TEXT[s.key].label}
            description={STEP_TEXT[s.key].description}
          />
        ))}
      </Stepper>
      {content}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          disabled={index === 0 || !canAdvance || saving}
          onClick={() => moveTo(index - 1)}
        >
          Back
        </Button>
        <Button
          type={nextSubmitsForm ? "submit" : "button"}
          form={nextSubmitsForm ? FORM_ID : undefined}
          onClick={nextSubmitsForm ? undefined : next}
          loading={saving}
          disabled={!canAdvance || (nextSubmitsForm && !account.data)}
          rightSection={
            last ? <IconRocket size={16} aria-hidden /> : <IconArrowRight size={16} aria-hidden />
          }
        >
          {last ? "Finish" : nextSubmitsForm ? "Save and continue" : "Continue"}
        </Button>
      </Group>
    </Stack>
  );
}
