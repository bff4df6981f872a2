import { Button, Group, Paper, SimpleGrid, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZCreateCertificationRequest } from "@q2c/domain";
import { IconPlus } from "@tabler/icons-react";
import { z } from "zod";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { useAddCertification } from "./use-company.ts";

interface CertificationValues {
  name: string;
  issuer: string;
  validUntil: string;
}

const shape = ZCreateCertificationRequest.shape;
const ZCertificationForm = z.object({
  name: shape.name,
  issuer: shape.issuer.unwrap(),
  validUntil: z.string().refine((v) => v === "" || shape.validUntil.safeParse(v).success, {
    error: "Use a date like 2027-12-31",
  }),
});

/** Adds a certification (POST /accounts/:id/certifications). */
export function CertificationForm({ accountId }: { accountId: string }) {
  const add = useAddCertification(accountId);
  const form = useForm<CertificationValues>({
    initialValues: { name: "", issuer: "", validUntil: "" },
    validate: zodValidate(ZCertificationForm),
  });
  useUnsavedChangesPrompt(form.isDirty() && !add.isPending);

  const submit = (values: CertificationValues) =>
    add.mutate(
      {
        name: values.name.trim(),
        ...(values.issuer.trim() ? { issuer: values.issuer.trim() } : {}),
        ...(values.validUntil ? { validUntil: values.validUntil } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess("Certification", "added");
          form.reset();
        },
        onError: (error) => {
          showSaveError(form, error);
        },
      },
    );

  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Title order={2} size="h4" mb="md">
          Add a certification
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Name"
            withAsterisk
            placeholder="Microsoft Solutions Partner"
            {...form.getInputProps("name")}
          />
          <TextInput label="Issuer" placeholder="Microsoft" {...form.getInputProps("issuer")} />
          <TextInput label="Valid until" type="date" {...form.getInputProps("validUntil")} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} aria-hidden />}>
            Add certification
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
