import type { EndScreenExtension, EndScreenExtensionProps } from '../../shared/extensions/end-screen.ts';

/** The sections other features add to every game's end screen (app/game-screens.ts lists them), in one place. */
export function EndScreenExtensions({ extensions, ...props }: EndScreenExtensionProps & { extensions: readonly EndScreenExtension[] }) {
  return extensions.map((Extension, index) => <Extension key={index} {...props} />);
}
