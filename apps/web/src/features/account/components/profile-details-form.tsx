import { accountTexts, type SessionUser } from '@pet-adoption/shared';
import { useEffect, useEffectEvent, useId } from 'react';
import { ActionForm } from '@/components/forms/action-form';
import { TextField } from '@/components/ui/text-field';
import { useActionForm } from '@/lib/use-action-form';
import { DETAILS_FIELDS, INTENT_FIELD, intentOf } from '../profile-intents';

const WHICH = intentOf('details');

type ProfileDetailsFormProps = {
  user: SessionUser;
  /** Saved: the navbar's name and photo read the session again. */
  onSaved: () => Promise<unknown>;
};

/**
 * The name and photo, under sign-up's rules (the shared ProfileSchema), sent to the route's
 * action with scripts or without (actions/profile.server.ts), which says on the page it comes
 * back to that they are saved.
 */
export function ProfileDetailsForm({ user, onSaved }: ProfileDetailsFormProps) {
  const headingId = useId();
  const form = useActionForm(DETAILS_FIELDS, { which: WHICH });
  const { field, sent } = form;
  const readAgain = useEffectEvent(() => {
    // The session's answer is the navbar's; a failure to read it leaves the old one shown.
    onSaved().catch(() => undefined);
  });
  useEffect(() => {
    if (sent > 0) readAgain();
  }, [sent]);

  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {accountTexts.profileDetailsLegend}
        </h2>
        <ActionForm form={form} fields={DETAILS_FIELDS} submitLabel={accountTexts.profileSave}>
          <input type="hidden" name={INTENT_FIELD} value={WHICH[INTENT_FIELD]} />
          <TextField
            label={accountTexts.nameLabel}
            autoComplete="name"
            required
            {...field('name')}
            defaultValue={field('name').defaultValue ?? user.name}
          />
          <TextField
            label={accountTexts.photoLabel}
            type="url"
            autoComplete="photo"
            required
            {...field('photoURL')}
            defaultValue={field('photoURL').defaultValue ?? user.photoURL ?? ''}
          />
        </ActionForm>
      </div>
    </section>
  );
}
