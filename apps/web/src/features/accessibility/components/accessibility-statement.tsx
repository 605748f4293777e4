import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { LAST_REVIEW, OUTSIDE_REVIEW } from '../content/review';

const statement = texts.accessibility;

/**
 * The accessibility statement: what the site claims, how the claim is checked, where it falls
 * short, and how to tell us. Every sentence about testing describes a check the browser suite
 * runs on every change (apps/web/e2e/accessibility*.e2e.ts); keep them in step.
 */
export function AccessibilityStatement() {
  return (
    <article className="flex max-w-3xl flex-col gap-8 [&_h2]:text-2xl [&_h2]:font-bold [&_li]:leading-relaxed [&_p]:leading-relaxed [&_ul]:list-disc [&_ul]:pl-6">
      <DocumentTitle title={texts.titles.accessibility} description={statement.description} />
      <div className="flex flex-col gap-3">
        <PageHeading>{statement.heading}</PageHeading>
        <p className="text-lg text-base-content/80">{statement.description}</p>
      </div>

      <section aria-labelledby="standard-heading" className="flex flex-col gap-3">
        <h2 id="standard-heading">The standard we meet</h2>
        <p>
          Every screen of Pet Adoption is built to meet the{' '}
          <a className="link" href="https://www.w3.org/TR/WCAG22/">
            Web Content Accessibility Guidelines (WCAG) 2.2
          </a>{' '}
          at level AA, for people who use a keyboard, a screen reader, zoom or a phone. That covers
          the public pages, signing in and registering, asking to adopt, donating by card, and every
          screen of the dashboard for members and administrators.
        </p>
        <p>In particular:</p>
        <ul>
          <li>
            You can reach and use everything with a keyboard alone, and you always see where you
            are.
          </li>
          <li>
            After you move to another page, search, or act on a row of a table, focus goes somewhere
            that makes sense and the change is announced.
          </li>
          <li>
            Every form works before the page&apos;s scripts have run and without JavaScript, except
            the card field of a donation. So do Load more on the listings, the pages of the
            dashboard&apos;s tables and the buttons in their rows: a delete, a ban or a refund first
            asks on a page of its own, starting on Cancel, and a ban names the person.
          </li>
          <li>
            Each form says before its fields that fields marked * are required, and every required
            field is announced as required. While a form is being sent, focus stays on its button.
          </li>
          <li>
            When a form is refused, a list of its mistakes at the top links to each field, the page
            title starts with &ldquo;Error:&rdquo;, and focus moves to the list or to the first
            field to fix, whose message is read out.
          </li>
          <li>
            Text and controls keep their contrast, and pages work at 320 pixels wide and at 200 %
            zoom.
          </li>
          <li>
            The home page's slides can be paused, stop while you are in them with the keyboard, and
            do not move at all if you ask your system for reduced motion.
          </li>
        </ul>
      </section>

      <section aria-labelledby="testing-heading" className="flex flex-col gap-3">
        <h2 id="testing-heading">How we check it</h2>
        <ul>
          <li>
            Every change runs our browser tests in Chromium, on both databases the site supports.
            They open every screen signed out, as a member and as an administrator, every dialog,
            and the menus at phone width, and check each with{' '}
            <a className="link" href="https://github.com/dequelabs/axe-core">
              axe-core
            </a>
            &apos;s WCAG 2.2 A and AA rules, together with its experimental checks for labels that
            match what is seen and for paragraphs styled as headings. Any problem fails the change.
          </li>
          <li>
            Keyboard-only tests sign in, search for a pet, ask to adopt, add a pet with a photo,
            donate, and use the menus, the slides and the questions on the home page. After each
            step they check where focus is and that the focus indicator can be seen.
          </li>
          <li>
            At 320 pixels wide, which is what a 1280-pixel screen shows at 400 % zoom, the tests
            check that no public or member screen needs scrolling sideways.
          </li>
          <li>
            At each review a person also uses every screen with a keyboard alone and reads it as a
            screen reader would, at 320, 375 and 1280 pixels wide and at 200 % zoom.
          </li>
        </ul>
      </section>

      <section aria-labelledby="review-heading" className="flex flex-col gap-3">
        <h2 id="review-heading">What the last outside review found</h2>
        <p>
          On <time dateTime={OUTSIDE_REVIEW.iso}>{OUTSIDE_REVIEW.label}</time> an outside reviewer
          checked the site against WCAG 2.2 AA with automatic checkers and by hand. They found three
          failures, all in forms and dialogs, which are fixed and now covered by browser tests:
        </p>
        <ul>
          <li>
            Focus order (2.4.3): when a submit button turned itself off while the server answered,
            focus fell to the page. Focus now stays on the form.
          </li>
          <li>
            Headings and labels (2.4.6): the confirmation of a ban used the words of a delete and
            started on the destructive button. It now asks &ldquo;Ban&nbsp;&hellip;?&rdquo; with the
            person&apos;s name and starts on Cancel.
          </li>
          <li>
            Info and relationships (1.3.1): the picture, category and date fields of the pet and
            campaign forms were not announced as required. They are now, like every required field.
          </li>
        </ul>
      </section>

      <section aria-labelledby="limits-heading" className="flex flex-col gap-3">
        <h2 id="limits-heading">Known limitations</h2>
        <ul>
          <li>
            The card number, expiry and security code fields on the payment screen are provided by
            our payment processor, Stripe, inside a frame. We test that they can be reached and used
            by keyboard and that their errors are announced, but their inner workings are
            Stripe&apos;s.
          </li>
          <li>
            Donating by card needs JavaScript, because the card field is our payment
            processor&apos;s script. Without it the payment screen says so, and nothing can be sent.
          </li>
          <li>
            Signing in with Google or GitHub takes you to their pages, which are theirs to make
            accessible.
          </li>
          <li>
            Photos of pets and campaigns are described by the pet&apos;s name, not by what the photo
            shows, because members upload them without a description.
          </li>
          <li>
            The administrators&apos; screens are checked at 320 pixels wide at each review, not on
            every change. Their tables scroll sideways inside their own box, as data tables may.
          </li>
          <li>
            Our automated tests run in Chromium only, and no test uses a real screen reader. Other
            browsers and assistive technologies are checked by hand at each review, not on every
            change.
          </li>
        </ul>
      </section>

      <section aria-labelledby="report-heading" className="flex flex-col gap-3">
        <h2 id="report-heading">Tell us about a barrier</h2>
        <p>
          If something on this site is hard or impossible for you to use, please{' '}
          <Link className="link" to={paths.contact.getHref()}>
            write to us through the contact form
          </Link>
          . Say which page it was and what you were trying to do. The administrators read every
          message, and we treat a barrier as a bug to fix.
        </p>
      </section>

      <p className="text-sm text-base-content/80">
        This statement was last reviewed on{' '}
        <time dateTime={LAST_REVIEW.iso}>{LAST_REVIEW.label}</time>.
      </p>
    </article>
  );
}
