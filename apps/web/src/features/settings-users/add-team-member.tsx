import { Button, Group, Select } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { MESSAGES, requiredMessage, type TeamLevel, type TTeam } from "@q2c/domain";
import { IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { notifySuccess } from "../../app/feedback/notify.tsx";
import { showSaveError } from "../../app/forms/form-helpers.ts";
import { TEAM_LEVEL_OPTIONS } from "./member-model.ts";
import { useMemberSearch, useSetTeamMember } from "./use-teams.ts";

interface AddValues {
  userId: string;
  level: TeamLevel;
}

/** Picks a user of the account (searched on the server) and adds them with a team level. */
export function AddTeamMember({ team, memberIds }: { team: TTeam; memberIds: Set<string> }) {
  const [search, setSearch] = useState("");
  // What the user typed; picking an option puts its label in the box, which is not a new search.
  const [typed, setTyped] = useState("");
  const [q] = useDebouncedValue(typed.trim(), 300);
  const users = useMemberSearch(team.accountId, q);
  const add = useSetTeamMember(team.id);
  const form = useForm<AddValues>({
    initialValues: { userId: "", level: "user" },
    validate: { userId: (v) => (v ? null : requiredMessage("User")) },
  });
  const options = (users.data?.data ?? [])
    .filter((u) => !memberIds.has(u.id))
    .map((u) => ({ value: u.id, label: `${u.displayName} (${u.email})` }));

  const submit = (values: AddValues) =>
    add.mutate(values, {
      onSuccess: (member) => {
        notifySuccess(member.displayName, "added");
        form.reset();
        setSearch("");
        setTyped("");
      },
      onError: (error) => {
        showSaveError(form, error);
      },
    });

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Group align="flex-start" gap="sm">
        <Select
          label="Add a member"
          placeholder="Search by name or e-mail"
          searchable
          searchValue={search}
          onSearchChange={(value) => {
            setSearch(value);
            if (!options.some((o) => o.label === value)) setTyped(value);
          }}
          // The server already filtered by the search text.
          filter={({ options: all }) => all}
          data={options}
          nothingFoundMessage={users.isFetching ? "Searching..." : MESSAGES.noResultsFound}
          style={{ flex: 1, minWidth: 240 }}
          {...form.getInputProps("userId")}
        />
        <Select
          label="Level"
          data={TEAM_LEVEL_OPTIONS}
          allowDeselect={false}
          w={140}
          {...form.getInputProps("level")}
        />
        <Button
          type="submit"
          mt={25}
          loading={add.isPending}
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          Add
        </Button>
      </Group>
    </form>
  );
}
