import { Center, Loader } from "@mantine/core";

/** Shown while the first route's code and guard run. */
export function AppLoading() {
  return (
    <Center h="100vh" role="status" aria-busy="true" aria-label="Loading">
      <Loader aria-hidden />
    </Center>
  );
}
