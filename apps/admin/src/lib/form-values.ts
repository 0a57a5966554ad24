/**
 * An empty input means "not given": optional fields send nothing rather than "" (which the contract's
 * date and enum fields would refuse). Use as react-hook-form's register(name, { setValueAs }).
 */
export const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);
