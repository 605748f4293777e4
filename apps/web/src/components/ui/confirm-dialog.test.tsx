import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('keeps focus on Yes while the action runs, and a second press does nothing', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    const yes = screen.getByRole('button', { name: 'Yes, delete it!', hidden: true });
    yes.focus();
    fireEvent.click(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(<ConfirmDialog open busy onConfirm={onConfirm} onCancel={onCancel} />);
    expect(yes).toHaveFocus();
    expect(yes).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(yes);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel', hidden: true }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
