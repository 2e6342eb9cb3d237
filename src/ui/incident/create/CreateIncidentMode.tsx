import { Box, Flex, Stack } from '@chakra-ui/react';
import { CreateIncidentPage } from './CreateIncidentPage';
import { LeftNotice } from './LeftNotice';
import { LiveIncidentsList } from './LiveIncidentsList';

/**
 * SPEC §2 {tenant}/incident/live without an id (create mode): the form, with the list of the tenant's live incidents
 * beside it (below it on narrow screens), and why a live page sent the operator here, when it did. Loaded with that
 * route only.
 */
export default function CreateIncidentMode({ tenant, search }: { readonly tenant: string; readonly search: URLSearchParams }) {
  return (
    <Flex gap="8" wrap="wrap" align="flex-start">
      <Stack flex="2 1 32rem" minW="0" maxW="3xl" gap="4">
        <LeftNotice search={search} />
        <CreateIncidentPage tenant={tenant} search={search} />
      </Stack>
      <Box flex="1 1 20rem" minW="0">
        <LiveIncidentsList tenant={tenant} />
      </Box>
    </Flex>
  );
}
