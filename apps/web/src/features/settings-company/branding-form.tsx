import { Button, ColorInput, Group, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type TAccountDetail, ZUpdateBrandingRequest } from "@q2c/domain";
import { useEffect, useState } from "react";
import { z } from "zod";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { DEFAULT_PRIMARY, DEFAULT_SECONDARY } from "./branding-model.ts";
import { BrandingPreview } from "./branding-preview.tsx";
import { LogoField } from "./logo-field.tsx";
import { useUpdateBranding } from "./use-company.ts";

interface BrandingValues {
  primaryColor: string;
  secondaryColor: string;
  logoFileId: string | null;
}

const ZBrandingForm = z.object({
  primaryColor: ZUpdateBrandingRequest.shape.primaryColor.unwrap(),
  secondaryColor: ZUpdateBrandingRequest.shape.secondaryColor.unwrap(),
  logoFileId: z.string().nullable(),
});

export interface BrandingFormProps {
  /** A brandable account with its branding (getSettings). */
  account: TAccountDetail;
  readOnly: boolean;
  formId?: string;
  hideActions?: boolean;
  onSaved?: () => void;
}

/** Logo and colours of a brandable account with a live preview; saved with PUT /accounts/:id/branding. */
export function BrandingForm({ account, readOnly, formId, hideActions = false, onSaved }: BrandingFormProps) {
  const branding = account.branding ?? {
    primaryColor: "",
    secondaryColor: "",
    logoFileId: null,
    logoUrl: null,
  };
  const save = useUpdateBranding(account.id);
  const form = useForm<BrandingValues>({
    initialValues: {
      primaryColor: branding.primaryColor,
      secondaryColor: branding.secondaryColor,
      logoFileId: branding.logoFileId,
    },
    validate: zodValidate(ZBrandingForm),
  });
  useUnsavedChangesPrompt(form.isDirty() && !save.isPending);
  // A freshly uploaded logo is not public until saved, so its preview is the local file.
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  useEffect(() => () => (localUrl ? URL.revokeObjectURL(localUrl) : undefined), [localUrl]);
  const previewUrl =
    form.values.logoFileId === null
      ? null
      : form.values.logoFileId === branding.logoFileId
        ? branding.logoUrl
        : localUrl;

  const submit = (values: BrandingValues) => {
    if (!form.isDirty()) {
      onSaved?.();
      return;
    }
    save.mutate(values, {
      onSuccess: (saved) => {
        const next = {
          primaryColor: saved.primaryColor,
          secondaryColor: saved.secondaryColor,
          logoFileId: saved.logoFileId,
        };
        form.setInitialValues(next);
        form.setValues(next);
        notifySuccess("Branding", "updated");
        onSaved?.();
      },
      onError: (error) => {
        showSaveError(form, error);
      },
    });
  };

  return (
    <form id={formId} noValidate onSubmit={form.onSubmit(submit)}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              Logo and colours
            </Title>
            <LogoField
              accountId={account.id}
              previewUrl={previewUrl}
              error={form.errors.logoFileId}
              readOnly={readOnly}
              onUploaded={(fileId, file) => {
                setLocalUrl(URL.createObjectURL(file));
                form.setFieldValue("logoFileId", fileId);
              }}
              onRemove={() => form.setFieldValue("logoFileId", null)}
              onError={(message) => form.setFieldError("logoFileId", message)}
            />
            <ColorInput
              label="Primary colour"
              eyeDropperButtonProps={{ "aria-label": "Pick the primary colour from the screen" }}
              description={`Leave empty for the default (${DEFAULT_PRIMARY}).`}
              placeholder={DEFAULT_PRIMARY}
              format="hex"
              readOnly={readOnly}
              disallowInput={readOnly}
              withPicker={!readOnly}
              {...form.getInputProps("primaryColor")}
            />
            <ColorInput
              label="Secondary colour"
              eyeDropperButtonProps={{ "aria-label": "Pick the secondary colour from the screen" }}
              description={`Leave empty for the default (${DEFAULT_SECONDARY}).`}
              placeholder={DEFAULT_SECONDARY}
              format="hex"
              readOnly={readOnly}
              disallowInput={readOnly}
              withPicker={!readOnly}
              {...form.getInputProps("secondaryColor")}
            />
            {readOnly || hideActions ? null : (
              <Group justify="flex-end">
                <Button
                  variant="default"
                  onClick={() => form.reset()}
                  disabled={!form.isDirty() || save.isPending}
                >
                  Discard changes
                </Button>
                <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
                  Save
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Preview
          </Title>
          <BrandingPreview
            accountName={account.accountName}
            primaryColor={/^#[0-9a-f]{6}$/i.test(form.values.primaryColor) ? form.values.primaryColor : ""}
            secondaryColor={
              /^#[0-9a-f]{6}$/i.test(form.values.secondaryColor) ? form.values.secondaryColor : ""
            }
            logoUrl={previewUrl}
          />
        </Stack>
      </SimpleGrid>
    </form>
  );
}
