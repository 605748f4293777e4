import { useActionData, useLoaderData } from 'react-router';
import { GiftLinkScreen } from '@/features/monthly-gifts/components/gift-link-screen';
import {
  followGiftLinkForm,
  type GiftLinkOutcome,
  readGiftLink,
} from '@/features/monthly-gifts/gift-link';
import { linkPage } from '../link-page';
import { outageIsUnavailable } from '../route-data';

/**
 * The e-mailed link that confirms a change asked for without signing in: opening it says what it
 * will do and changes nothing; the page's button does it. Never kept nor crawled.
 */
const link = linkPage({
  read: (url) => outageIsUnavailable(() => readGiftLink('changes', url)),
  follow: (form) => followGiftLinkForm('changes', form),
});

export const loader = link.readLink;
export const clientLoader = link.readLink;
export const action = link.pressButton;
export const clientAction = link.pressButton;
export const shouldRevalidate = link.shouldRevalidate;

export default function ConfirmGiftChangeRoute() {
  const done = useActionData<GiftLinkOutcome | undefined>();
  const loaded = useLoaderData<GiftLinkOutcome | undefined>();
  return <GiftLinkScreen kind="changes" result={done ?? loaded} />;
}
