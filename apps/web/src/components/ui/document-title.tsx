/**
 * React 19 hoists a rendered <title> into <head>, so each screen declares its own title next
 * to its content and the title can never outlive the screen that set it.
 */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{title}</title>;
}
