import { useLayoutEffect, useRef, useState } from 'react';

/**
 * What becomes of a row's control once its action has gone through: `kept`, it stays and only
 * its text flips (Mark adopted → Mark available, Pause → Resume); `replaced`, it gives way to a
 * status text (Make admin → Admin Now, Accept → —) or goes with its row (Delete, Reject).
 */
export type ControlFate = 'kept' | 'replaced';

/** A row's controls, disabled ones included, so positions stay put while one waits. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea';

type Action = {
  control: HTMLElement;
  fate: ControlFate;
  row: string;
  /** Keys of the table's rows when the action started, to find the row after a deleted one. */
  rows: string[];
  /** The control's place among its row's controls (Delete is the second in every pet row). */
  position: number;
  result: 'pending' | 'done' | 'failed';
};

function rowsIn(scope: HTMLElement) {
  return [...scope.querySelectorAll<HTMLElement>('[data-row-key]')];
}

function controlsOf(row: HTMLElement) {
  return [...row.querySelectorAll<HTMLElement>(CONTROLS)];
}

function usable(control: HTMLElement) {
  return !control.matches(':disabled');
}

/** The table's scrolling region, or the scope itself once the table has given way to a note. */
function tableOf(scope: HTMLElement) {
  return scope.querySelector<HTMLElement>('[role="region"]') ?? scope;
}

/** Where focus goes once the action is over; null while the table does not show its outcome yet. */
function destination(scope: HTMLElement, action: Action): HTMLElement | null {
  const { control } = action;
  if (control.isConnected) {
    // A control waits disabled while its action runs; an outcome still to come leaves it in place.
    if (!usable(control)) return null;
    if (action.result === 'failed' || action.fate === 'kept') return control;
    return null;
  }
  const rows = rowsIn(scope);
  const byKey = (key: string) => rows.find((row) => row.dataset.rowKey === key);
  const row = byKey(action.row);
  if (row) return controlsOf(row).slice(action.position).find(usable) ?? tableOf(scope);
  // The row went (deleted, rejected): the same control of the row that took its place, else of
  // the row before it.
  const at = action.rows.indexOf(action.row);
  const neighbours = [...action.rows.slice(at + 1), ...action.rows.slice(0, at).reverse()];
  for (const key of neighbours) {
    const neighbour = byKey(key);
    if (!neighbour) continue;
    const controls = controlsOf(neighbour);
    const pick =
      controls.slice(action.position).find(usable) ??
      controls.slice(0, action.position).reverse().find(usable);
    if (pick) return pick;
  }
  return tableOf(scope);
}

/**
 * Keeps keyboard and screen reader users in a dashboard table after a row's action: a disabled
 * button, a replaced one or a deleted row would otherwise drop focus to the page, and they would
 * start again from the top. Focus goes back to the control when it stays, else to the row's next
 * control, else to the next row's same control, else to the table (or its empty note).
 *
 * The scope (`scopeRef`, with tabIndex -1 for the empty note) holds the table; its rows carry
 * `data-row-key`. `trackAction` is called when a control is used (or opens a confirmation),
 * `settleAction` when the action has succeeded or failed.
 */
export function useRowFocus() {
  const scope = useRef<HTMLDivElement>(null);
  const action = useRef<Action | null>(null);
  const [, rerender] = useState(0);

  // After every render: the outcome may show in the same render as the settling or a later one
  // (a list fetched again). A layout effect, so it runs after a confirmation dialog's own (a
  // child's), which gives focus back to a trigger that is about to go.
  useLayoutEffect(() => {
    const current = action.current;
    const root = scope.current;
    if (!current || current.result === 'pending' || !root) return;
    const target = destination(root, current);
    if (!target) return;
    action.current = null;
    target.focus();
  });

  return {
    scopeRef: scope,
    trackAction: (control: HTMLElement, fate: ControlFate) => {
      const row = control.closest<HTMLElement>('[data-row-key]');
      const root = scope.current;
      if (!row?.dataset.rowKey || !root) return;
      action.current = {
        control,
        fate,
        row: row.dataset.rowKey,
        rows: rowsIn(root).map((each) => each.dataset.rowKey ?? ''),
        position: controlsOf(row).indexOf(control),
        result: 'pending',
      };
    },
    settleAction: (result: 'done' | 'failed') => {
      if (!action.current) return;
      action.current.result = result;
      rerender((count) => count + 1);
    },
  };
}
