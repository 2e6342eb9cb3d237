import { Box, Button, Center, Field, Grid, Heading, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppForm } from '../../shared/AppForm';
import { InlineAlert } from '../../shared/InlineAlert';
import { useViewModel } from '../../shared/use-view-model';
import { CallerChat } from './CallerChat';
import { CallerLinks } from './CallerLinks';
import { createPlayedCallViewModel, type PlayedCallViewModel } from './played-call.view-model';

const ALL_LINKS_HREF = '#/training/caller';

/**
 * The caller page of the demo, played by a trainer in another tab (or window) of the browser running the operator's
 * console: it asks for the camera, microphone and location as the real caller page does, streams the camera to the
 * operator's live page and chats with the operator. Sized for a phone first.
 */
export const CallerPage = observer(function CallerPage({ link }: { link: string | null }) {
  const { t } = useTranslation();
  const vm = useViewModel(createPlayedCallViewModel, { link });
  return (
    <Box as="main" p={{ base: 3, md: 6 }} maxW={{ base: '30rem', lg: '64rem' }} mx="auto">
      <Stack gap="4">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {t('training.caller.title')}
        </Heading>
        <InlineAlert status="info" text={t('training.caller.intro')} />
        <CallerPhase vm={vm} />
      </Stack>
    </Box>
  );
});

const CallerPhase = observer(function CallerPhase({ vm }: { vm: PlayedCallViewModel }) {
  const { t } = useTranslation();
  const { phase, refusal, incident } = vm.state;
  switch (phase) {
    case 'looking':
      return (
        <Center py="8">
          <Spinner aria-label={t('training.caller.looking')} />
        </Center>
      );
    case 'choosing':
      return (
        <Stack gap="3">
          <Heading as="h2" size="md">
            {t('training.caller.links.title')}
          </Heading>
          <CallerLinks vm={vm} />
        </Stack>
      );
    case 'missing':
    case 'refused':
      return (
        <Stack gap="3">
          <InlineAlert
            status="warning"
            title={t(phase === 'missing' ? 'training.caller.missing' : `training.caller.refused.${refusal ?? 'unknown-link'}`, {
              link: vm.params.link,
            })}
          />
          <Button alignSelf="flex-start" variant="outline" onClick={() => vm.lookAgain()}>
            {t('training.caller.look_again')}
          </Button>
          <Link href={ALL_LINKS_HREF} color="blue.fg">
            {t('training.caller.all_links')}
          </Link>
        </Stack>
      );
    case 'ended':
    case 'hungUp':
      return (
        <Stack gap="3">
          <InlineAlert status="info" title={t(phase === 'ended' ? 'training.caller.ended' : 'training.caller.hung_up')} />
          <Link href={ALL_LINKS_HREF} color="blue.fg">
            {t('training.caller.all_links')}
          </Link>
        </Stack>
      );
    case 'ready':
    case 'live':
      return (
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4" alignItems="start">
          <Stack gap="3">
            {incident && (
              <Box borderWidth="1px" borderRadius="md" p="3">
                <Text fontWeight="semibold">{incident.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {incident.address}
                </Text>
              </Box>
            )}
            <CallerPrompt vm={vm} />
            {phase === 'ready' ? <CallerConsent vm={vm} /> : <CallerLive vm={vm} />}
          </Stack>
          <CallerChat vm={vm} />
        </Grid>
      );
  }
});

/**
 * The line the trainer last asked the person to say (an injected caller line), announced as it comes: the person
 * says it in the chat, in their own words, and the trainee is scored on answering it.
 */
const CallerPrompt = observer(function CallerPrompt({ vm }: { vm: PlayedCallViewModel }) {
  const { t } = useTranslation();
  const { prompts } = vm.state;
  const last = prompts.at(-1);
  return (
    <Box role="status" aria-label={t('training.caller.prompt.label')} display={last === undefined ? 'none' : 'block'}>
      {last !== undefined && (
        <InlineAlert status="warning" title={t('training.caller.prompt.title')} text={t('training.caller.prompt.line', { line: last })} />
      )}
    </Box>
  );
});

/** What the real caller page asks before anything: the terms, and the name the operator will see. */
const CallerConsent = observer(function CallerConsent({ vm }: { vm: PlayedCallViewModel }) {
  const { t } = useTranslation();
  return (
    <AppForm onSubmit={() => vm.begin()}>
      <Stack gap="3">
        <Text>{t('training.caller.consent')}</Text>
        <Field.Root>
          <Field.Label>{t('training.caller.name')}</Field.Label>
          <Input
            value={vm.name}
            autoComplete="name"
            placeholder={t('training.caller.name_placeholder')}
            onChange={(event) => vm.setName(event.target.value)}
          />
        </Field.Root>
        <Button type="submit" colorPalette="green" size="lg">
          {t('training.caller.start')}
        </Button>
      </Stack>
    </AppForm>
  );
});

/** The call: the person's own camera, what the phone shares, and hanging up. */
const CallerLive = observer(function CallerLive({ vm }: { vm: PlayedCallViewModel }) {
  const { t } = useTranslation();
  const { camera, location, position, preview } = vm.state;
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.srcObject = preview instanceof MediaStream ? preview : null;
    if (video.srcObject) void video.play().catch(() => undefined);
  }, [preview]);
  return (
    <Stack gap="3">
      <Box bg="black" borderRadius="md" overflow="hidden" aspectRatio={4 / 3}>
        <video
          ref={videoRef}
          aria-label={t('training.caller.preview')}
          muted
          playsInline
          autoPlay
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
        />
      </Box>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t('training.caller.shared')}>
        <Text as="li">{t(`training.caller.camera.${camera ?? 'asking'}`)}</Text>
        <Text as="li">
          {t(`training.caller.location.${location ?? 'asking'}`, {
            lat: position?.lat.toFixed(5) ?? '',
            long: position?.long.toFixed(5) ?? '',
          })}
        </Text>
      </Stack>
      <Button colorPalette="red" size="lg" onClick={() => vm.hangUp()}>
        {t('training.caller.hang_up')}
      </Button>
    </Stack>
  );
});
