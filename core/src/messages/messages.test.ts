import { describe, expect, it } from 'vitest';
import { messages, productName, type MessageKey } from './catalogue.ts';
import { formatMessage, formatMessageRef } from './format.ts';

const specStrings = [
  'Sorry! Our servers are having trouble delivering your hypes. Check again soon!',
  'There are no posts here to view yet.',
  'Importing social data... Check back soon.',
  "It looks like we weren't able to import your data. Add more accounts to populate your feed.",
  'Searching...',
  'Add accounts to get started',
  'It looks like you do not currently have any private posts.',
  'You currently have no public posts available. Please go to the Moderate section to start approving your private posts.',
  "It looks like we weren't able to import your data. Add more accounts to populate your feed, or post to the social accounts that you connected.",
  'Your column width or row height is too large to fit in the dimensions of the screen. Please adjust your Min Column Width or Min Column Height in the control panel at the top right of the screen.',
  'Check out this link I found!',
  'There was an error activating your analytics.',
  'Something was wrong with your request.',
  'There was an error in creating the Tint. Please try again later.',
  'Something went wrong in deleting your Tint.',
  'Tint deleted successfully.',
  'There was a problem completing your request.',
  'Token expired. Please click here to refresh your token.',
  'No accounts added yet.',
  'There was an error connecting your account. If this persists, contact support.',
  'There was an error unsubscribing you. Please contact support so we can manually unsubscribe you.',
  'Your information was updated successfully',
  'There was an error: {error}',
  'There was an error contacting Stripe. Refresh page and try again.',
  'There was an error updating the card: {message}',
  'insTINT Updates Test Started.',
  'Sorry, there was a problem starting the insTINT Updates test.',
  'Username already exists. Please try a different username.',
  'Account with this email already exists. Please try a different email.',
  'Could not parse server response.',
  'Account save failed.',
  'There was an error deleting the account.',
  'Account Created!',
  'Account Modified!',
  'Account deleted successfully',
  'Account Ownership Added!',
  'Account ownership successfully removed',
  'Unable to fetch accounts.',
  'You do not have enough credits.',
  'Could not load google maps API',
  'Could not contact FourSquare for location.',
  'Please enter a hashtag.',
  'Please enter a latitude, longitude, and radius.',
  'Invalid latitude or longitude.',
  'Please enter an RSS URL.',
  'User id not given (contact support).',
  'Post saved successfully.',
  'Post save failed.',
  'Image changed successfully.',
  'Post reject failed.',
  'Post approval failed.',
  'Pin to top failed.',
  'Unpin to top failed.',
  'Highlighting post failed.',
  'There was an error uploading the file.',
  'File upload error.',
  'Name must not be blank.',
  "Invalid URL (are you forgetting the 'http://'?)",
  'Please specify a valid {field}.',
  'please enter a valid query and near',
  'At least one account must be able to access this Tint.',
  'Height required.',
  'Width required.',
];

describe('message catalogue', () => {
  it('has a non-empty text for every key', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it.each(specStrings)('holds the spec text %j word for word', (text) => {
    expect(Object.values(messages)).toContain(text);
  });

  it('uses the corrected wording, never "an problem"', () => {
    expect(Object.values(messages).join(' ')).not.toContain('an problem');
  });

  it('names the product Chorus where the spec says "the product name"', () => {
    expect(productName).toBe('Chorus');
    expect(messages.feedLoadTimeoutWaterfall).toContain('Chorus');
  });
});

describe('formatMessage: fills every placeholder of a parameterised message', () => {
  it('fills {field}', () => {
    expect(formatMessage('fieldInvalid', { field: 'company_id' })).toBe(
      'Please specify a valid company_id.',
    );
  });

  it('fills {error} and {message}', () => {
    expect(formatMessage('errorWithDetail', { error: 'card expired' })).toBe(
      'There was an error: card expired',
    );
    expect(formatMessage('cardUpdateFailed', { message: 'no' })).toBe(
      'There was an error updating the card: no',
    );
  });

  it('returns a message without placeholders unchanged', () => {
    expect(formatMessage('wallNameBlank')).toBe('Name must not be blank.');
  });

  it('leaves no placeholder behind in any message given all its parameters', () => {
    for (const key of Object.keys(messages) as MessageKey[]) {
      const names = [...messages[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
      const params = Object.fromEntries(names.map((name) => [name, 'x']));
      expect(formatMessageRef({ key, params }), key).not.toMatch(/\{\w+\}/);
    }
  });
});
