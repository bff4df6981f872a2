import { Alert, Button, Group, Modal, Stack, Stepper } from "@mantine/core";
import type { TOrder, TOrderCategoriesResponse } from "@q2c/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../api/api-error.ts";
import { procureApi, procureKeys } from "../../api/procure-api.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { notifyDone, notifyError } from "../../app/feedback/notify.tsx";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { orderPath } from "../orders/order-format.ts";
import { WIZARD_TEXTS as T } from "./texts.ts";
import {
  canAdvance,
  createRequest,
  initialWizardState,
  type OrderWizardState,
  WIZARD_STEPS,
} from "./wizard-state.ts";
import { CategoriesStep, ConfirmStep, ShipToStep } from "./wizard-steps.tsx";

export interface OrderWizardProps {
  project: { id: string; dealName: string };
  opened: boolean;
  onClose: () => void;
  /** After a refusal (the quote got its order elsewhere meanwhile): the caller reads the quote's order again. */
  onRefused: () => void;
}

/**
 * Making an order from an accepted quote in steps (domain §4, §7 "order categories list"): 1 the categories
 * of lines to order now, 2 the ship-to of each building receiving equipment, 3 confirm, which posts
 * POST /orders {projectId, items?, customerShippingBuildings?} and opens the new order.
 */
export function OrderWizard({ project, opened, onClose, onRefused }: OrderWizardProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={T.title(project.dealName)}
      size="xl"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened ? <Wizard project={project} onClose={onClose} onRefused={onRefused} /> : null}
    </Modal>
  );
}

function Wizard({ project, onClose, onRefused }: Omit<OrderWizardProps, "opened">) {
  const categories = useQuery({
    queryKey: procureKeys.categories(project.id),
    queryFn: () => procureApi.categories(project.id),
  });
  if (categories.isPending) return <RecordSkeleton label={T.loading} height={240} />;
  if (categories.isError)
    return (
      <Alert color="danger" title="Not loaded">
        {errorMessage(categories.error, T.couldNotLoad)}
      </Alert>
    );
  return <Steps project={project} data={categories.data} onClose={onClose} onRefused={onRefused} />;
}

function Steps({
  project,
  data,
  onClose,
  onRefused,
}: Omit<OrderWizardProps, "opened"> & { data: TOrderCategoriesResponse }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, setState] = useState<OrderWizardState>(() => initialWizardState(data));
  const change = (next: Partial<OrderWizardState>) => setState((s) => ({ ...s, ...next }));
  const create = useMutation({
    mutationFn: () => procureApi.createOrder(createRequest(project.id, data, state)),
    onSuccess: async (order: TOrder) => {
      notifyDone(T.created(order.orderNumber));
      await client.invalidateQueries({ queryKey: queryKeys.orders });
      onClose();
      navigate(orderPath(order.id));
    },
    onError: (error) => {
      notifyError(error, { fallback: T.couldNotCreate });
      onClose();
      onRefused();
    },
  });
  const last = state.step === WIZARD_STEPS - 1;
  const go = (step: number) => {
    if (step > state.step && !canAdvance(state)) return;
    change({ step });
  };

  return (
    <Stack gap="md">
      <Stepper active={state.step} onStepClick={go} size="sm" aria-label={T.stepsLabel}>
        {T.steps.map((label, i) => (
          <Stepper.Step key={label} label={label} description={T.stepDescriptions[i]} />
        ))}
      </Stepper>
      {state.step === 0 ? <CategoriesStep data={data} state={state} onChange={change} /> : null}
      {state.step === 1 ? <ShipToStep data={data} state={state} onChange={change} /> : null}
      {state.step === 2 ? <ConfirmStep data={data} state={state} /> : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onClose}>
          {T.cancel}
        </Button>
        <Group gap="xs">
          {state.step > 0 ? (
            <Button variant="default" onClick={() => go(state.step - 1)} disabled={create.isPending}>
              {T.back}
            </Button>
          ) : null}
          {last ? (
            <Button onClick={() => create.mutate()} loading={create.isPending}>
              {T.create}
            </Button>
          ) : (
            <Button onClick={() => go(state.step + 1)} disabled={!canAdvance(state)}>
              {T.next}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
