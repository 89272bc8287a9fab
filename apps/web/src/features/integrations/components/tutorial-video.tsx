import { Alert, AspectRatio, Box, UnstyledButton } from '@mantine/core';
import type { Integration } from '@shipdeck/domain/integrations/integration.schema';
import { tutorialVideoOf } from '@shipdeck/domain/integrations/tutorial-videos';
import { useState } from 'react';
import { useInit } from '../../../shared/session/get-init.ts';
import { useIntegrationsT } from '../hooks/use-integrations-t.ts';

/**
 * An integration's tutorial video from the operator's video CDN, shown as its poster until the seller
 * plays it (nothing is downloaded before). What does not load falls back: the CDN's poster to the app's
 * own, the MP4 to the WebM, subtitles in the user's language to English; when no video loads at all, a
 * note says so and the written steps remain. Without a video CDN, nothing is shown.
 */
export const TutorialVideo = ({ integration }: { integration: Integration }) => {
  const { t, i18n } = useIntegrationsT();
  const { tutorialVideos } = useInit();
  const video = tutorialVideoOf({
    alias: integration.alias,
    baseUrl: tutorialVideos.baseUrl,
    language: i18n.language,
  });
  const [posterIndex, setPosterIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(false);
  const [isUnavailable, setIsUnavailable] = useState(false);
  if (!video) return null;
  if (isUnavailable)
    return (
      <Alert color="gray" role="status">
        {t('integrations.video.unavailable')}
      </Alert>
    );
  const title = t('integrations.video.title', { name: integration.name });
  return (
    <AspectRatio ratio={16 / 9}>
      {isPlaying ? (
        <TutorialPlayer
          video={video}
          title={title}
          poster={video.posters[posterIndex]!}
          onUnavailable={() => setIsUnavailable(true)}
        />
      ) : (
        <UnstyledButton
          onClick={() => setIsPlaying(true)}
          aria-label={t('integrations.video.play', { name: integration.name })}
        >
          <Box
            component="img"
            src={video.posters[posterIndex]}
            alt=""
            w="100%"
            h="100%"
            style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)' }}
            onError={() => setPosterIndex((index) => Math.min(index + 1, video.posters.length - 1))}
          />
        </UnstyledButton>
      )}
    </AspectRatio>
  );
};

const TutorialPlayer = ({
  video,
  title,
  poster,
  onUnavailable,
}: {
  video: NonNullable<ReturnType<typeof tutorialVideoOf>>;
  title: string;
  poster: string;
  onUnavailable: () => void;
}) => {
  const [subtitleIndex, setSubtitleIndex] = useState(0);
  const subtitles = video.subtitles[subtitleIndex]!;
  // React passes no error event of a <track>: listened to here, it moves on to the next language.
  const listenForTrackError = (element: HTMLTrackElement | null) => {
    if (!element) return;
    const next = () => setSubtitleIndex((index) => Math.min(index + 1, video.subtitles.length - 1));
    element.addEventListener('error', next);
    return () => element.removeEventListener('error', next);
  };
  return (
    // biome-ignore lint/a11y/useMediaCaption: the subtitles track below is the caption; its file is chosen at run time.
    <video controls autoPlay crossOrigin="anonymous" poster={poster} title={title} aria-label={title}>
      {video.sources.map((source, index) => (
        <source
          key={source.src}
          src={source.src}
          type={source.type}
          // The browser tries each source in turn; the last one failing means no video loads.
          onError={index === video.sources.length - 1 ? onUnavailable : undefined}
        />
      ))}
      <track
        ref={listenForTrackError}
        key={subtitles.src}
        kind="subtitles"
        default
        src={subtitles.src}
        srcLang={subtitles.language}
        label={new Intl.DisplayNames([subtitles.language], { type: 'language' }).of(subtitles.language)}
      />
    </video>
  );
};
