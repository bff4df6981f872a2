import { Center, Loader } from "@mantine/core";

/** Shown while the first route's code and guard run. */
export function AppLoading() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
