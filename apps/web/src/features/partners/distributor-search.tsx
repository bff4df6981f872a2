import { Alert, Button, Group, Skeleton, Stack, Table, Text, TextInput } from "@mantine/core";
import { MESSAGES, PRODUCT_SEARCH_MIN_CHARS, type TDistributorProduct } from "@q2c/domain";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { notifyError } from "../../app/feedback/notify.tsx";
import { useQueryErrorNotice } from "../../app/feedback/use-query-error-notice.ts";
import { DistributorAvailability } from "./distributor-availability.tsx";
import { useDistributorSearch, usePriceAndAvailability } from "./use-distributor-catalogue.ts";

const COULD_NOT_SEARCH = "The distributor could not be searched.";
const COULD_NOT_CHECK = "The availability could not be checked.";
const COLUMNS = 7;
const money = (value: string | null) => value ?? "—";

/** One product and, once asked for, its live availability in the row beneath. */
function ProductRow({ product }: { product: TDistributorProduct }) {
  const availability = usePriceAndAvailability();
  const partNumber = product.distributorPartNumber;
  const check = () =>
    availability.mutate(partNumber, {
      onError: (error) => notifyError(error, { fallback: COULD_NOT_CHECK }),
    });
  const answer = availability.data?.data[0];
  return (
    <>
      <Table.Tr>
        <Table.Td fw={500}>{partNumber}</Table.Td>
        <Table.Td>{product.manufacturerPartNumber}</Table.Td>
        <Table.Td>{product.manufacturer}</Table.Td>
        <Table.Td>{product.description}</Table.Td>
        <Table.Td ta="right">{money(product.cost)}</Table.Td>
        <Table.Td ta="right">{money(product.listPrice)}</Table.Td>
        <Table.Td>
          <Button
            size="xs"
            variant="default"
            loading={availability.isPending}
            onClick={check}
            aria-label={`Check availability of ${partNumber}`}
          >
            Check availability
          </Button>
        </Table.Td>
      </Table.Tr>
      {answer ? (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS}>
            <DistributorAvailability answer={answer} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
}

/** Searches the digital distributor's catalogue (at least 3 characters) and checks a product's stock. */
export function DistributorSearch() {
  const [input, setInput] = useState("");
  const [term, setTerm] = useState<string | null>(null);
  const [hint, setHint] = useState<string | null>(null);
  const search = useDistributorSearch(term);
  useQueryErrorNotice(search.error, COULD_NOT_SEARCH);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = input.trim();
    if (trimmed.length < PRODUCT_SEARCH_MIN_CHARS) {
      setHint(MESSAGES.searchTooShort);
      setTerm(null);
      return;
    }
    setHint(null);
    setTerm(trimmed);
  };

  let results: ReactNode = null;
  if (term === null) results = null;
  else if (search.isPending)
    results = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Searching the distributor">
        <Skeleton height={28} />
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  else if (search.isError)
    results = (
      <Alert color="danger" title="Not searched">
        {COULD_NOT_SEARCH}
      </Alert>
    );
  else if (search.data.data.length === 0) results = <Text c="dimmed">{MESSAGES.noResultsFound}</Text>;
  else
    results = (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Prices from {search.data.distributor.name}
        </Text>
        <Table.ScrollContainer minWidth={820}>
          <Table striped aria-label="Distributor products">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Part number</Table.Th>
                <Table.Th>Manufacturer part number</Table.Th>
                <Table.Th>Manufacturer</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Cost</Table.Th>
                <Table.Th ta="right">List price</Table.Th>
                <Table.Th>Availability</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {search.data.data.map((p) => (
                <ProductRow key={`${p.distributorPartNumber}|${p.manufacturerPartNumber}`} product={p} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    );

  return (
    <Stack gap="md">
      <form noValidate onSubmit={submit} aria-label="Search the distributor catalogue">
        <TextInput
          label="Search this distributor"
          description="Part number, manufacturer or description"
          placeholder="e.g. MR36-HW"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={input}
          onChange={(e) => {
            setInput(e.currentTarget.value);
            setHint(null);
          }}
          error={hint}
          maw={480}
          // The button sits beside the field, between its description and its hint.
          inputContainer={(field) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1 }}>{field}</div>
              <Button type="submit" loading={term !== null && search.isFetching}>
                Search
              </Button>
            </Group>
          )}
        />
      </form>
      {results}
    </Stack>
  );
}
