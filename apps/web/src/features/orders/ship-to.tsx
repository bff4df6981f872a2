import { Text } from "@mantine/core";
import { addressLines, type ShipTo } from "./order-format.ts";

/** A shipping address as lines of text (company, contact, street, city, country), and its e-mail. */
export function ShipToAddress({ shipTo }: { shipTo: ShipTo }) {
  return (
    <address style={{ fontStyle: "normal" }}>
      {addressLines(shipTo).map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      {shipTo.email ? (
        <Text size="sm" c="dimmed">
          {shipTo.email}
        </Text>
      ) : null}
    </address>
  );
}
