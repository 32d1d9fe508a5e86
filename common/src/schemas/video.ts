import * as yup from 'yup';
import { LIMITS } from '../constants';
import { isYoutubeUrl, youtubeVideoId } from '../youtube';
import { requiredText } from './required-text';

/** Video (ADMIN-VALID-2). views is a numeric string, default '0'. thumbnail is accepted but the server derives it. */
export const videoSchema = yup
  .object({
    title: requiredText('Title', LIMITS.videoTitleMax),
    description: requiredText('Description', 5000, LIMITS.videoDescriptionMin),
    youtubeUrl: yup
      .string()
      .trim()
      .required('YouTube URL is required')
      .test(
        'youtube',
        'Please enter a valid YouTube URL',
        (v) => !!v && isYoutubeUrl(v) && youtubeVideoId(v) !== null,
      ),
    duration: yup
      .string()
      .trim()
      .default('')
      .matches(/^(\d{1,2}:)?\d{1,2}:\d{2}$|^$/, 'Duration must look like 12:34 or 1:02:03'),
    views: yup
      .string()
      .trim()
      .default('0')
      .transform((v: string) => (v === '' ? '0' : v))
      .matches(/^\d{1,15}$/, 'Views must be a whole number'),
    thumbnail: yup.string().trim().optional(),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type VideoInput = yup.InferType<typeof videoSchema>;
