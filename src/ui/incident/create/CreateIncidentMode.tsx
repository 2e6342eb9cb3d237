import { Box, Flex } from '@chakra-ui/react';
import { CreateIncidentPage } from './CreateIncidentPage';
import { LiveIncidentsList } from './LiveIncidentsList';

/**
 * SPEC §2 {tenant}/incident/live without an id (create mode): the form, with the list of the tenant's live incidents
 * beside it (below it on narrow screens). Loaded with that route only.
 */
export default function CreateIncidentMode({ tenant, search }: { readonly tenant: string; readonly search: URLSearchParams }) {
  return (
    <Flex gap="8" wrap="wrap" align="flex-start">
      <Box flex="2 1 32rem" minW="0" maxW="3xl">
        <CreateIncidentPage tenant={tenant} search={search} />
      </Box>
      <Box flex="1 1 20rem" minW="0">
        <LiveIncidentsList tenant={tenant} />
      </Box>
    </Flex>
  );
}
