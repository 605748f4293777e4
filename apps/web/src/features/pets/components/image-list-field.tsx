import { MAX_IMAGE_ALT_LENGTH, MAX_PET_IMAGES, texts, type PetImage } from '@pet-adoption/shared';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { FieldLabel } from '@/components/ui/field-label';
import { TextField } from '@/components/ui/text-field';
import { takeEarlyInput } from '@/lib/early-input';
import { uploadImage } from '@/lib/upload-image';
import { useHydrated } from '@/lib/use-hydrated';
import { pictureField, type PictureField } from '../pet-form-data';

/** One picture row: `url` is '' while its file is on its way up. */
export type PictureRow = PetImage & { key: string; preview?: string };

type ImageListFieldProps = {
  rows: readonly PictureRow[];
  onRowsChange: (update: (rows: readonly PictureRow[]) => readonly PictureRow[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** Messages under the pictures as a whole (`images`) and under each row's parts. */
  errors: Partial<Record<'images' | PictureField, string>>;
  fieldId: (name: 'images' | PictureField) => string;
  /** Sent without JavaScript and refused: the new picture's file name and description. */
  newRow?: { fileName?: string | undefined; alt?: string | undefined };
};

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const HINT = `Up to ${MAX_PET_IMAGES}; the first is the cover. Describe each in a few words: the description is read out in place of the picture.`;

/** Rows added in the browser; the form's first rows are keyed by their first position. */
let added = 0;
const newRowKey = () => `added-${(added += 1)}`;

/**
 * The pet's pictures (up to six, the first the cover), each with the short description read
 * out in its place. With the page's script, a chosen file uploads at once and becomes a row,
 * and rows move by drag or by "Move up"/"Move down", focus staying on the button pressed and
 * the new position announced. Without it, each row has a position box and a Remove checkbox
 * and one empty row takes a new picture (features/pets/actions/save-pet.server.ts reads them).
 */
export function ImageListField({
  rows,
  onRowsChange,
  onUploadingChange,
  errors,
  fieldId,
  newRow,
}: ImageListFieldProps) {
  const legendId = useId();
  const hintId = useId();
  // The server's HTML, and the page before its script runs, work as a plain form.
  const scripted = useHydrated();
  const [said, setSaid] = useState('');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [focusAfter, setFocusAfter] = useState<{ key: string; control: string } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const addInput = useRef<HTMLInputElement>(null);
  const uploads = useRef(0);
  const newIndex = rows.length;
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // A description typed in the plain form's empty row: the next picture chosen takes it.
  const [earlyAlt, setEarlyAlt] = useState('');

  useEffect(() => {
    if (!focusAfter) return;
    const row = list.current?.querySelector(`[data-row="${focusAfter.key}"]`);
    const target =
      row?.querySelector<HTMLElement>(`[data-control="${focusAfter.control}"]`) ?? addInput.current;
    target?.focus();
  }, [focusAfter]);

  const move = (key: string, by: -1 | 1, control: string) => {
    const from = rows.findIndex((row) => row.key === key);
    const to = from + by;
    if (from < 0 || to < 0 || to >= rows.length) return;
    onRowsChange((current) => moved(current, from, to));
    setSaid(`Picture moved to position ${to + 1} of ${rows.length}.`);
    setFocusAfter({ key, control });
  };

  const remove = (key: string) => {
    const index = rows.findIndex((row) => row.key === key);
    const after = rows[index + 1] ?? rows[index - 1];
    onRowsChange((current) => current.filter((row) => row.key !== key));
    setSaid(`Picture ${index + 1} removed. ${rows.length - 1} of ${MAX_PET_IMAGES} pictures.`);
    setFocusAfter(after ? { key: after.key, control: 'remove' } : { key: '', control: '' });
  };

  const upload = (files: readonly File[], alt = earlyAlt) => {
    const room = MAX_PET_IMAGES - rows.length;
    const chosen = files.slice(0, room);
    if (chosen.length > 0) setEarlyAlt('');
    setUploadError(
      files.length > room ? `A pet can have at most ${MAX_PET_IMAGES} pictures.` : null,
    );
    chosen.forEach((file, position) => {
      const key = newRowKey();
      onRowsChange((current) => [
        ...current,
        { key, url: '', alt: position === 0 ? alt : '', preview: URL.createObjectURL(file) },
      ]);
      uploads.current += 1;
      onUploadingChange(true);
      uploadImage(file)
        .then((answer) => {
          onRowsChange((current) =>
            current.map((row) =>
              row.key === key ? { ...row, url: answer.data.display_url } : row,
            ),
          );
          setSaid(`${texts.petForm.imageUploaded}. Describe it in a few words.`);
        })
        .catch((failure: unknown) => {
          onRowsChange((current) => current.filter((row) => row.key !== key));
          setUploadError(
            failure instanceof Error ? failure.message : 'The picture could not be uploaded.',
          );
        })
        .finally(() => {
          uploads.current -= 1;
          if (uploads.current === 0) onUploadingChange(false);
        });
    });
  };

  // A file chosen in the plain form's row before the script ran goes up as the script starts,
  // with the description typed beside it: the row's input is read as it gives way.
  const latestUpload = useRef(upload);
  useEffect(() => {
    latestUpload.current = upload;
  });
  const takeEarlyChoice = (node: HTMLInputElement | null) => () => {
    const files = [...(node?.files ?? [])];
    if (files.length === 0) return;
    const described = node?.form?.elements.namedItem(pictureField(newIndex, 'alt'));
    latestUpload.current(files, described instanceof HTMLInputElement ? described.value : '');
  };

  // Positions, removals and a new picture's description chosen in the plain form before the
  // script ran have no box of their own once it runs: the rows take them as it starts.
  useEffect(() => {
    if (!scripted) return;
    // A row's own description is a field in both; only the empty row's is the plain form's.
    const noted = takeEarlyInput(
      fieldset.current?.form ?? null,
      (name) =>
        /^images\.\d+\.(position|remove)$/.test(name) || name === pictureField(newIndex, 'alt'),
    );
    if (noted.size === 0) return;
    const plain = (index: number, part: string) => noted.get(`images.${index}.${part}`);
    setEarlyAlt(plain(newIndex, 'alt')?.value ?? '');
    onRowsChange((current) =>
      current
        .map((row, index) => ({ row, index, place: Number(plain(index, 'position')?.value) }))
        .filter(({ index }) => plain(index, 'remove')?.checked !== true)
        .sort((a, b) => (a.place || a.index + 1) - (b.place || b.index + 1) || a.index - b.index)
        .map(({ row }) => row),
    );
    // Once, as the script takes over: the rows it starts with are the plain form's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scripted]);

  const drop = (event: DragEvent, key: string) => {
    event.preventDefault();
    if (dragged === null || dragged === key) return;
    const from = rows.findIndex((row) => row.key === dragged);
    const to = rows.findIndex((row) => row.key === key);
    onRowsChange((current) => moved(current, from, to));
    setSaid(`Picture moved to position ${to + 1} of ${rows.length}.`);
    setDragged(null);
  };

  const groupError = errors.images;
  const addId = fieldId('images');
  return (
    <fieldset
      ref={fieldset}
      aria-labelledby={legendId}
      aria-describedby={hintId}
      className="flex flex-col gap-3 rounded-box border border-base-300 p-4"
    >
      <legend id={legendId} className="px-1 font-semibold">
        Pictures <span aria-hidden="true">*</span>
      </legend>
      <p id={hintId} className="text-xs text-base-content/70">
        {HINT}
      </p>
      {rows.length > 0 && (
        <ol ref={list} className="flex flex-col gap-3">
          {rows.map((row, index) => {
            const altName = pictureField(index, 'alt');
            const first = index === 0;
            const last = index === rows.length - 1;
            return (
              <li
                key={row.key}
                data-row={row.key}
                draggable={scripted}
                onDragStart={() => setDragged(row.key)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => drop(event, row.key)}
                className={`flex flex-col gap-3 rounded-box border border-base-300 p-3 sm:flex-row ${
                  dragged === row.key ? 'opacity-60' : ''
                }`}
              >
                <div className="flex shrink-0 flex-col items-start gap-1">
                  {row.url || row.preview ? (
                    <img
                      src={row.preview ?? row.url}
                      // The description beside it says what it shows.
                      alt=""
                      width={160}
                      height={120}
                      className="aspect-[4/3] w-40 rounded-box object-cover"
                    />
                  ) : null}
                  <span className="text-sm font-semibold">
                    Picture {index + 1}
                    {first && ' (cover)'}
                  </span>
                  {!row.url && (
                    <progress
                      className="progress progress-primary w-40"
                      aria-label={`Uploading picture ${index + 1}`}
                    />
                  )}
                </div>
                <input type="hidden" name={pictureField(index, 'url')} value={row.url} />
                <div className="flex grow flex-col gap-2">
                  <TextField
                    label={`Description of picture ${index + 1}`}
                    name={altName}
                    required
                    maxLength={MAX_IMAGE_ALT_LENGTH}
                    id={fieldId(altName)}
                    value={row.alt}
                    onChange={(event) => {
                      const alt = event.target.value;
                      onRowsChange((current) =>
                        current.map((each) => (each.key === row.key ? { ...each, alt } : each)),
                      );
                    }}
                    error={errors[altName] ?? errors[pictureField(index, 'url')]}
                  />
                  {scripted ? (
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        data-control="up"
                        className="btn btn-sm"
                        aria-disabled={first || undefined}
                        onClick={() => move(row.key, -1, 'up')}
                        aria-label={`Move up picture ${index + 1}`}
                      >
                        Move up
                      </button>
                      <button
                        type="button"
                        data-control="down"
                        className="btn btn-sm"
                        aria-disabled={last || undefined}
                        onClick={() => move(row.key, 1, 'down')}
                        aria-label={`Move down picture ${index + 1}`}
                      >
                        Move down
                      </button>
                      <button
                        type="button"
                        data-control="remove"
                        className="btn btn-sm btn-outline btn-error"
                        onClick={() => remove(row.key)}
                        aria-label={`Remove picture ${index + 1}`}
                      >
                        Remove
                      </button>
                    </div>
                  ) : (
                    <div className="flex flex-wrap items-end gap-4">
                      <TextField
                        label={`Position of picture ${index + 1}`}
                        data-plain-only=""
                        name={`images.${index}.position`}
                        type="number"
                        min={1}
                        max={MAX_PET_IMAGES}
                        defaultValue={index + 1}
                        className="w-24"
                      />
                      <label className="flex items-center gap-2 pb-2">
                        <input
                          type="checkbox"
                          name={`images.${index}.remove`}
                          data-plain-only=""
                          value="true"
                          className="checkbox"
                        />
                        Remove picture {index + 1}
                      </label>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {rows.length < MAX_PET_IMAGES &&
        (scripted ? (
          <div className="flex flex-col gap-1.5">
            <FieldLabel htmlFor={addId}>Add pictures</FieldLabel>
            <input
              ref={addInput}
              id={addId}
              type="file"
              multiple
              accept={ACCEPT}
              className={`file-input w-full ${groupError || uploadError ? 'file-input-error' : ''}`}
              aria-invalid={groupError ? true : undefined}
              aria-describedby={`${addId}-msg`}
              onChange={(event) => {
                upload([...(event.target.files ?? [])]);
                event.target.value = '';
              }}
            />
            <div id={`${addId}-msg`}>
              {uploadError ? (
                <p role="alert" className="text-sm text-error">
                  {uploadError}
                </p>
              ) : (
                groupError && <p className="text-sm text-error">{groupError}</p>
              )}
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-2 rounded-box border border-dashed border-base-300 p-3">
            <FieldLabel htmlFor={addId} required={rows.length === 0}>
              {rows.length === 0 ? 'Picture' : 'Add a picture'}
            </FieldLabel>
            <input
              ref={takeEarlyChoice}
              id={addId}
              name={pictureField(newIndex, 'file')}
              type="file"
              accept={ACCEPT}
              className={`file-input w-full ${groupError ? 'file-input-error' : ''}`}
              aria-invalid={groupError ? true : undefined}
              aria-describedby={`${addId}-msg`}
            />
            <div id={`${addId}-msg`}>
              {groupError && <p className="text-sm text-error">{groupError}</p>}
              {newRow?.fileName && (
                <p className="text-sm">{texts.forms.chooseImageAgain(newRow.fileName)}</p>
              )}
            </div>
            <TextField
              label="Its description"
              data-plain-only=""
              name={pictureField(newIndex, 'alt')}
              maxLength={MAX_IMAGE_ALT_LENGTH}
              id={fieldId(pictureField(newIndex, 'alt'))}
              defaultValue={newRow?.alt}
              error={errors[pictureField(newIndex, 'alt')] ?? errors[pictureField(newIndex, 'url')]}
            />
          </div>
        ))}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}

function moved<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  if (row !== undefined) next.splice(to, 0, row);
  return next;
}
