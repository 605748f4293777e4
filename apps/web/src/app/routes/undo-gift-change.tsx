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
 * The e-mailed link that undoes a change, for 7 days: opening it says what it will do and changes
 * nothing; the page's button does it. Never kept nor crawled.
 */
const link = linkPage({
  read: (url) => outageIsUnavailable(() => readGiftLink('undo', url)),
  follow: (form) => followGiftLinkForm('undo', form),
});

export const loader = link.readLink;
export const clientLoader = link.readLink;
export const action = link.pressButton;
export const clientAction = link.pressButton;
export const shouldRevalidate = link.shouldRevalidate;

export default function UndoGiftChangeRoute() {
  const done = useActionData<GiftLinkOutcome | undefined>();
  const loaded = useLoaderData<GiftLinkOutcome | undefined>();
  return <GiftLinkScreen kind="undo" result={done ?? loaded} />;
}
