import { texts } from '@pet-adoption/shared';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';

const listingTexts = texts.petListing;

type FiltersSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Filters set now, shown on the button. */
  activeCount: number;
  /** The result count, said inside the sheet: the page behind it is out of reach meanwhile. */
  status: string;
  /** The filter form. */
  children: ReactNode;
};

/** 'Filters', with how many are set: the sheet's button, and the link that stands in for it. */
export function FiltersLabel({ activeCount }: { activeCount: number }) {
  return (
    <>
      {listingTexts.filtersHeading}
      {activeCount > 0 && ' '}
      {activeCount > 0 && (
        <span className="badge badge-primary badge-sm">
          {activeCount} <span className="sr-only">{listingTexts.filtersSet}</span>
        </span>
      )}
    </>
  );
}

/**
 * The filters on a phone: a button saying how many are set opens them as a modal sheet from
 * the bottom. Focus moves to the sheet's first field; Escape, Close and Show pets close it and
 * give focus back to the button.
 */
export function FiltersSheet({
  open,
  onOpenChange,
  activeCount,
  status,
  children,
}: FiltersSheetProps) {
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  // Back to the button however the sheet closed (the browser does so for Escape; a close by
  // the page's own state after a choice would otherwise leave focus on the page).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-outline w-full"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => onOpenChange(true)}
      >
        <FiltersLabel activeCount={activeCount} />
      </button>
      <ModalDialog
        open={open}
        onCancel={() => onOpenChange(false)}
        labelledBy={titleId}
        initialFocus="form select, form input"
        className="max-h-[90dvh] overflow-y-auto"
      >
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 id={titleId} className="text-xl font-bold">
            {listingTexts.filtersHeading}
          </h2>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => onOpenChange(false)}
          >
            {listingTexts.closeFilters}
          </button>
        </div>
        <p role="status" className="mb-3 text-sm">
          {status}
        </p>
        {open && children}
      </ModalDialog>
    </>
  );
}
