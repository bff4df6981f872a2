import { Button, Group, Paper, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { toYesNo } from "@q2c/domain";
import type { SessionUser } from "../../api/session-storage.ts";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { useUnsavedChangesPrompt } from "../../app/feedback/use-unsaved-changes-prompt.ts";
import { showSaveError, zodValidate } from "../../app/forms/form-helpers.ts";
import { useUpdateCurrentUser } from "../../app/session/use-update-current-user.ts";
import { type TProfileForm, ZProfileForm } from "./profile-schema.ts";

const valuesOf = (user: SessionUser): TProfileForm => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phone: user.phone ?? "",
  about: user.about,
  darkTheme: user.darkTheme === "yes",
});

/** Name, phone, about and dark theme of the signed-in user. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateCurrentUser();
  const form = useForm<TProfileForm>({ initialValues: valuesOf(user), validate: zodValidate(ZProfileForm) });
  useUnsavedChangesPrompt(form.isDirty() && !update.isPending);

  const save = (values: TProfileForm) =>
    update.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim() === "" ? null : values.phone.trim(),
        about: values.about.trim(),
        darkTheme: toYesNo(values.darkTheme),
        // The version read with the form: a profile changed meanwhile elsewhere answers 409.
        version: user.version,
      },
      {
        onSuccess: (saved) => {
          form.setInitialValues(valuesOf(saved));
          form.setValues(valuesOf(saved));
          notifySuccess("Profile", "updated");
        },
        onError: (error) => {
          showSaveError(form, error);
        },
      },
    );

  return (
    <Paper withBorder p="lg" radius="md">
      <form noValidate onSubmit={form.onSubmit(save)}>
        <Stack gap="md">
          <Title order={2} size="h4">
            Personal details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps("firstName")}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              withAsterisk
              {...form.getInputProps("lastName")}
            />
            <TextInput label="Email" value={user.email} readOnly variant="filled" />
            <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps("phone")} />
          </SimpleGrid>
          <Textarea label="About" autosize minRows={3} maxRows={8} {...form.getInputProps("about")} />
          <Switch label="Dark theme" {...form.getInputProps("darkTheme", { type: "checkbox" })} />
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => form.reset()}
              disabled={!form.isDirty() || update.isPending}
            >
              Discard changes
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty() || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
