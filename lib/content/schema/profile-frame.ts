import { z } from 'zod';
import { list, text } from '../fields';
import { label, sentence } from './words';

const photoErrors = z
  .strictObject({
    notImage: sentence('The file is not a picture (a PDF, a text file named .jpg)', 160),
    empty: sentence('The file is empty', 160),
    corrupt: sentence('The picture is damaged and cannot be read', 160),
    heic: sentence(
      'A HEIC/HEIF photo this browser cannot read: say to pick a JPEG or PNG, or to share it from the Photos app, which converts it',
      240,
    ),
    svg: sentence('An SVG drawing, which the maker refuses', 160),
    tooBig: text('The file is over the size limit; {max} is the limit in MB', {
      max: 160,
      vars: ['max'],
    }),
  })
  .describe('What the maker says about a file it cannot use; it keeps the last good picture');

/** The profile-frame maker on /profile: the ring's text, its words, and the team's stickers. */
export const frame = z
  .strictObject({
    open: label('The button beside the photo that opens the maker', 32),
    title: label('The maker’s heading', 48),
    ringText: text(
      'The text along the ring, e.g. #OPENTO{ticker}; the build checks it fits the arc',
      { max: 40 },
    ),
    close: label('Closes the maker', 24),
    loadError: text(
      'The maker’s code did not load (offline, or the site was updated); {open} is the button, which tries again',
      { max: 200, vars: ['open'] },
    ),
    retry: label('Tries making the picture again', 24),
    choosePhoto: label('The button that picks a photo from the device', 40),
    dropHint: sentence('On a computer: a photo can be dropped or pasted here', 120),
    privacy: sentence('The photo stays on the device', 160),
    portraits: label('Over the generated portraits a visitor may use instead', 60),
    usePortrait: text('A portrait’s button; {name} is whose portrait', { max: 60, vars: ['name'] }),
    preview: sentence(
      'The editable preview, for screen readers: how to move, zoom and turn the picture by keyboard',
      240,
    ),
    zoomIn: label('Button', 24),
    zoomOut: label('Button', 24),
    rotateLeft: label('Button', 24),
    rotateRight: label('Button', 24),
    reset: label('Puts the photo back in the middle', 24),
    photo: label('Selects the photo, so the controls move it (not a sticker)', 24),
    stickersHeading: label('Heading over the stickers', 40),
    addSticker: text('A sticker’s add button; {sticker} is its alt text', {
      max: 200,
      vars: ['sticker'],
    }),
    selectSticker: text('A placed sticker’s button, which selects it; {sticker} is its alt text', {
      max: 200,
      vars: ['sticker'],
    }),
    removeSticker: label('Removes the selected sticker', 32),
    make: label('Makes the picture to share', 32),
    chooseAgain: sentence(
      'Back from an app’s browser: the photo stayed behind, so the visitor picks it again',
      160,
    ),
    avatarPreview: sentence('Over the round preview of the made picture', 120),
    imageAlt: sentence('The made picture’s alt text', 160),
    errors: photoErrors,
    share: z
      .strictObject({
        drawing: sentence('Announced while the picture is made', 120),
        ready: sentence('Announced when it is shown', 120),
        share: label('Opens the device’s share sheet with the picture', 32),
        download: label('Saves the picture', 32),
        postOnX: label('Opens X’s post page with the line', 32),
        attachNote: sentence(
          'Under Post on X: X takes the line, the visitor attaches the picture',
          160,
        ),
        touchHint: sentence('On touch screens: a long press on the picture saves it', 160),
        stuck: sentence(
          'In an app’s browser that can neither share nor save the picture (Instagram, TikTok…)',
          160,
        ),
        openInBrowser: label('The link out of it to the phone’s own browser', 32),
        drawError: sentence('The picture could not be made', 160),
        shareError: sentence('The share sheet failed (a cancelled sheet says nothing)', 160),
        reload: label('Reloads the page', 32),
        line: sentence('Shared with the picture and posted on X', 200),
        fileName: label('The downloaded file’s name, without .png', 60),
      })
      .describe('Sharing the made picture, as the moment card does'),
    stickers: list(
      z.strictObject({
        file: z
          .string()
          .min(1)
          .describe(
            'A PNG or WebP with transparency in the project, outside public/, e.g. brand/stickers/hat.png',
          ),
        alt: sentence('What the sticker shows, for screen readers (required)', 120),
      }),
      1,
      6,
      'Stickers a visitor may put on the frame',
    ).optional(),
  })
  .describe('The profile-frame maker, opened from the button beside the photo on /profile');
