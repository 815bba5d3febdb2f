/** A French place as the league lines write it: 1ᵉʳ, 2ᵉ, 3ᵉ… */
export const ordinal = (place: number): string => (place === 1 ? '1ᵉʳ' : `${place}ᵉ`);
