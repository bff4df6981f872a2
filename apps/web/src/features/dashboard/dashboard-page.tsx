import { Alert, Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { isOnboardingRestricted } from "@q2c/domain";
import { Link } from "react-router";
import { useCan } from "../../app/session/use-can.ts";
import { useAccessContext, useRequiredUser } from "../../app/session/use-session.ts";
import { STEP_TEXT, VISIBLE_STEPS, visibleIndexOf } from "../onboarding/onboarding-steps.ts";
import { Counts } from "./dashboard-counts.tsx";
import { PipelineSection } from "./pipeline-section.tsx";
import { DASHBOARD_TEXTS as T } from "./texts.ts";

/**
 * / : the MSP's pipeline (issue #16 §6) and what its account holds; the platform owner's quotes across the
 * platform and its accounts by kind; a customer's or partner's quotes shared with it (not the MSP's counts
 * of customers and teams, which are not theirs). Users who may not read quotes see the counts.
 */
export default function DashboardPage() {
  const user = useRequiredUser();
  const ctx = useAccessContext();
  // An MSP still in onboarding has no quotes yet, and the quote pages its tiles link to are not open to it.
  const readsQuotes = useCan("quotes.read") && !isOnboardingRestricted(ctx);
  // Counted as the onboarding page counts them: the steps it shows (Payments is hidden).
  const stepIndex = visibleIndexOf(ctx.accountOnboardingStep ?? 0);
  const step = VISIBLE_STEPS[stepIndex];
  const provider = ctx.accountKind === "msp_expert" || ctx.accountKind === "platformOwner";
  const kind = ctx.accountKind === "platformOwner" ? "platform" : provider ? "provider" : "reader";
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            Welcome, {user.firstName || user.displayName}
          </Title>
          <Text c="dimmed">{user.accountName}</Text>
        </div>
      </Group>
      {isOnboardingRestricted(ctx) && step !== undefined ? (
        <Alert color="blue" variant="light" title="Your account is being set up">
          Onboarding step {stepIndex + 1} of {VISIBLE_STEPS.length}: {STEP_TEXT[step.key].label}. Most pages
          open once onboarding is complete.{" "}
          <Anchor component={Link} to="/onboarding">
            Continue onboarding
          </Anchor>
        </Alert>
      ) : null}
      {readsQuotes ? <PipelineSection kind={kind} /> : null}
      {provider || !readsQuotes ? (
        <Stack gap="sm" component="section" aria-label={T.account}>
          {readsQuotes ? (
            <Title order={2} size="h3">
              {T.account}
            </Title>
          ) : null}
          <Counts />
        </Stack>
      ) : null}
    </Stack>
  );
}
