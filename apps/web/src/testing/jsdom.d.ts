// The little of jsdom's API the tests use. Its published types (@types/jsdom) would reach
// every workspace through Vitest's optional types and bring the DOM's lib into the server's
// program, where it clashes with Node's Buffer.
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html: string,
      options?: { runScripts?: 'dangerously'; pretendToBeVisual?: boolean },
    );
    readonly window: Window & typeof globalThis;
  }
}
