/**
 * One sentence's recording: the microphone (useRecorder) and the upload, shown by the block's RecordButton; once
 * recorded, the recording is heard beside the sentence's model voice (ListenCompare, ADR 071).
 */
import { useMutation } from '@tanstack/react-query';
import { dailyMutations, isApiError } from '@buddy/api';
import { ListenCompare, RecordButton, useRecorder } from '../../blocks/daily-study';
import { useApp } from '../../app/context';
import type { DailyLocation } from './daily-params';
import { recordingUpload, recordState } from './daily-progress';

export interface SpeakRecorderProps {
  location: DailyLocation;
  stdDay: number;
  stdUnit: number;
  subject: string;
  /** The sentence's clip: the model voice the recording is compared with. */
  modelAudio?: string | null;
  onUploaded: () => void;
}

export function SpeakRecorder({
  location,
  stdDay,
  stdUnit,
  subject,
  modelAudio = null,
  onUploaded,
}: SpeakRecorderProps) {
  const { api, queryClient } = useApp();
  const recorder = useRecorder();
  const upload = useMutation(dailyMutations.upload(api, queryClient));

  function send() {
    const { blob } = recorder;
    if (!blob) return;
    const recording = { file: blob, extension: recorder.extension, at: new Date() };
    upload.mutate(recordingUpload(location, { stdDay, stdUnit }, recording), { onSuccess: onUploaded });
  }

  return (
    <RecordButton
      state={recordState(upload, recorder.state)}
      elapsedMs={recorder.elapsedMs}
      recordingUrl={recorder.url}
      listen={
        recorder.url ? (
          <ListenCompare recordingUrl={recorder.url} recording={recorder.blob} modelUrl={modelAudio} />
        ) : null
      }
      message={upload.error && isApiError(upload.error) ? upload.error.message : null}
      subject={subject}
      onStart={() => {
        upload.reset();
        void recorder.start();
      }}
      onStop={recorder.stop}
      onUpload={send}
      onAgain={() => {
        upload.reset();
        recorder.reset();
      }}
    />
  );
}
