import { Box, Button, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PlayedCallViewModel } from './played-call.view-model';

/** The links the consoles of this browser sent whose incident is live: each opens its caller page. */
export const CallerLinks = observer(function CallerLinks({ vm }: { vm: PlayedCallViewModel }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      {vm.offers.length === 0 ? (
        <Text>{t('training.caller.links.none')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={t('training.caller.links.title')}>
          {vm.offers.map((offer, index) => (
            <Box as="li" key={`${offer.link}-${index}`} borderWidth="1px" borderRadius="md" p="3">
              <Text fontWeight="semibold">{offer.title || t('training.caller.links.untitled', { id: offer.incidentId })}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('training.caller.links.details', { address: offer.address, phone: offer.phone })}
              </Text>
              {offer.taken ? (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {t('training.caller.links.taken')}
                </Text>
              ) : (
                <Link
                  href={offer.href}
                  mt="1"
                  color="blue.fg"
                  fontWeight="semibold"
                  aria-label={t('training.caller.links.play_named', { title: offer.title || offer.incidentId })}
                >
                  {t('training.caller.links.play')}
                </Link>
              )}
            </Box>
          ))}
        </Stack>
      )}
      <Button alignSelf="flex-start" variant="outline" onClick={() => vm.lookAgain()}>
        {t('training.caller.look_again')}
      </Button>
    </Stack>
  );
});
