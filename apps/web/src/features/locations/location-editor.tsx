import { Alert } from "@mantine/core";
import { MESSAGES } from "@q2c/domain";
import { useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "../../api/api-error.ts";
import { notifyError, notifySuccess, notifyWarning } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { RecordSkeleton } from "../../app/forms/record-form-parts.tsx";
import { useLeaveAfterSave } from "../../app/forms/use-leave-after-save.ts";
import { confirmAndDelete } from "../../app/lists/confirm-and-delete.ts";
import { LocationForm } from "./location-form.tsx";
import {
  createBodyOf,
  EMPTY_LOCATION,
  formValuesOf,
  type LocationFormValues,
  updateBodyOf,
} from "./location-schema.ts";
import { LOCATION_TEXTS } from "./texts.ts";
import { useLocation } from "./use-location.ts";
import { useLocationMutations } from "./use-location-mutations.ts";

export interface LocationEditorProps {
  /** The location to edit; absent for a new one. */
  locationId?: string;
  /** The account a new location belongs to (a customer); the caller's own when absent. */
  accountId?: string;
  /** Where Cancel, Save and Delete lead back to. */
  backTo: string;
}

/** Loads (when editing), shows and saves one location; a stale save reloads it and says so. */
export function LocationEditor({ locationId, accountId, backTo }: LocationEditorProps) {
  const navigate = useNavigate();
  const { leaving, leave: leaveTo } = useLeaveAfterSave();
  const { create, update, remove } = useLocationMutations();
  const location = useLocation(locationId);
  useEffect(() => {
    // Foundation §8 wording, verbatim.
    if (location.error) notifyError(MESSAGES.couldNotRetrieveLocation, { id: "location-load" });
  }, [location.error]);
  const initialValues = useMemo(
    () => (location.data ? formValuesOf(location.data) : EMPTY_LOCATION),
    [location.data],
  );

  if (locationId !== undefined && location.isPending) {
    return <RecordSkeleton label="Loading the location" height={240} />;
  }
  if (locationId !== undefined && !location.data) {
    return (
      <Alert color="danger" title="Not loaded">
        {MESSAGES.couldNotRetrieveLocation}
      </Alert>
    );
  }

  const leave = () => leaveTo(backTo);
  type Form = Parameters<Parameters<typeof LocationForm>[0]["onSubmit"]>[1];
  const failed = (form: Form) => (error: unknown) => {
    showSaveError(form, error);
  };

  const save = (values: LocationFormValues, form: Form) => {
    const current = location.data;
    if (!current) {
      create.mutate(createBodyOf(values, accountId), {
        onSuccess: () => {
          notifySuccess("Location");
          leave();
        },
        onError: failed(form),
      });
      return;
    }
    update.mutate(
      { id: current.id, body: updateBodyOf(values, current.version) },
      {
        onSuccess: (answer) => {
          if (isApiError(answer)) {
            // 409: someone saved first. Show their version (the form resets to it) and say so.
            notifyWarning(LOCATION_TEXTS.reloaded);
            void location.refetch();
            return;
          }
          notifySuccess("Location", "updated");
          leave();
        },
        onError: failed(form),
      },
    );
  };

  const deleteLocation = (current: { id: string; name: string }) =>
    confirmAndDelete(remove, current.id, {
      title: `Delete ${current.name}`,
      label: "Location",
      onDeleted: leave,
    });

  return (
    <LocationForm
      initialValues={initialValues}
      saving={create.isPending || update.isPending}
      isNew={!location.data}
      onSubmit={save}
      onCancel={() => navigate(backTo)}
      leaving={leaving}
      onDelete={location.data ? () => void deleteLocation(location.data) : undefined}
      deleting={remove.isPending}
    />
  );
}
