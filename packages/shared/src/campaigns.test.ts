import { describe, expect, it } from 'vitest';
import {
  CampaignFieldsSchema,
  CampaignFormSchema,
  CampaignListQuerySchema,
  campaignStatus,
  campaignToday,
  CreateCampaignFormSchema,
  CreateCampaignSchema,
  UpdateCampaignSchema,
} from './campaigns';
import { texts } from './texts';

const messagesByField = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
  return byField;
};

const valid = {
  image: 'https://example.com/cat.webp',
  petName: 'Unknown',
  maximumDonation: '500',
  highestTotal: '0',
  lastDate: '2999-12-31',
  shortDescription: 'Help Tom.',
  longDescription: 'Tom needs surgery.',
};

describe('the campaign form', () => {
  it('names every missing field with its required-field message, empty boxes included', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(messagesByField(CampaignFormSchema.safeParse(empty))).toEqual({
      image: texts.fieldRequired('Image'),
      petName: texts.fieldRequired('Pet Name'),
      maximumDonation: texts.fieldRequired('Maximum Donation'),
      highestTotal: texts.fieldRequired('Highest Total'),
      lastDate: texts.fieldRequired('Last Date'),
      shortDescription: texts.fieldRequired('Short Description'),
      longDescription: texts.fieldRequired('Long Description'),
    });
    expect(messagesByField(CampaignFormSchema.safeParse({}))).toHaveProperty(
      'maximumDonation',
      texts.fieldRequired('Maximum Donation'),
    );
  });

  it('reads the amounts typed as text as dollars', () => {
    const parsed = CampaignFormSchema.parse({ ...valid, maximumDonation: ' 19.99 ' });
    expect(parsed.maximumDonation).toBe(19.99);
    expect(parsed.highestTotal).toBe(0);
  });

  it.each([
    ['0', 'The maximum donation must be more than 0.'],
    ['-5', 'The maximum donation must be more than 0.'],
    ['1.005', 'Enter the amount with at most two decimals (cents).'],
    ['abc', 'Enter an amount in dollars, like 25 or 25.50.'],
    ['20000000', 'The amount can be at most $10,000,000.'],
  ])('refuses a maximum donation of %j', (maximumDonation, message) => {
    const result = CampaignFormSchema.safeParse({ ...valid, maximumDonation });
    expect(messagesByField(result)).toEqual({ maximumDonation: message });
  });

  it('refuses a negative highest total and a date that is not YYYY-MM-DD', () => {
    const result = CampaignFormSchema.safeParse({
      ...valid,
      highestTotal: -1,
      lastDate: '31/12/2999',
    });
    expect(messagesByField(result)).toEqual({
      highestTotal: 'The highest total cannot be negative.',
      lastDate: 'Enter a date as YYYY-MM-DD.',
    });
  });

  it('refuses a new campaign whose last date has passed, but an update may set one', () => {
    const result = CreateCampaignFormSchema.safeParse({ ...valid, lastDate: '2020-01-01' });
    expect(messagesByField(result)).toEqual({ lastDate: 'The last date cannot be in the past.' });
    expect(UpdateCampaignSchema.safeParse({ lastDate: '2020-01-01' }).success).toBe(true);
  });

  it('lets an update send only some fields, and pause', () => {
    expect(UpdateCampaignSchema.parse({ paused: true })).toEqual({ paused: true });
    expect(messagesByField(UpdateCampaignSchema.safeParse({ paused: 'yes' }))).toEqual({
      paused: 'paused must be true or false.',
    });
  });
});

describe('campaign status', () => {
  const noon = new Date('2030-06-15T12:00:00Z');

  it('is ended only once the last date is over everywhere on Earth', () => {
    expect(campaignToday(noon)).toBe('2030-06-15');
    // 11:00 UTC on the 16th is still the 15th at UTC-12.
    expect(
      campaignStatus({ lastDate: '2030-06-15', paused: false }, new Date('2030-06-16T11:00:00Z')),
    ).toBe('active');
    expect(
      campaignStatus({ lastDate: '2030-06-15', paused: false }, new Date('2030-06-16T12:00:00Z')),
    ).toBe('ended');
  });

  it('is paused when the owner paused it, and ended wins over paused', () => {
    expect(campaignStatus({ lastDate: '2030-06-15', paused: true }, noon)).toBe('paused');
    expect(campaignStatus({ lastDate: '2030-06-14', paused: true }, noon)).toBe('ended');
  });

  it('lists filter by status, lower-case the e-mail and refuse other statuses', () => {
    expect(CampaignListQuerySchema.parse({ status: 'ended', adderEmail: 'Ann@X.com' })).toEqual({
      limit: 24,
      status: 'ended',
      adderEmail: 'ann@x.com',
    });
    expect(CampaignListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
  });
});

describe('campaign amounts on the wire', () => {
  const wire = { ...valid, maximumDonation: 500, highestTotal: 0 };

  it('takes numbers only: the form reads text, the API refuses it', () => {
    expect(
      messagesByField(CampaignFieldsSchema.safeParse({ ...wire, maximumDonation: '500' })),
    ).toEqual({
      maximumDonation: 'Enter an amount in dollars, like 25 or 25.50.',
    });
    expect(CampaignFieldsSchema.safeParse(wire).success).toBe(true);
  });

  it('takes any highest total from 0 up, whatever the goal: it is kept, not shown', () => {
    expect(CreateCampaignSchema.safeParse({ ...wire, highestTotal: 900 }).success).toBe(true);
    expect(messagesByField(UpdateCampaignSchema.safeParse({ highestTotal: -1 }))).toEqual({
      highestTotal: 'The highest total cannot be negative.',
    });
  });
});
