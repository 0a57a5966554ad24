/**
 * The customization rules engine (spec §3, §4 "Customization rules", §5; reference facts "Customization
 * engine"). The public surface works on the wire state; the map-level steps it is built from stay inside.
 */
export * from "./types.ts";
export {
  indexTree,
  customizationLabel,
  isNamed,
  STANDARD_PRODUCTION_TIME_ID,
  SNEAK_PEEK_SKUS,
  type CustomizationTree,
} from "./tree.ts";
export { selectionMode, maxValues, holdsValueIds, needsNoValues, type SelectionMode } from "./widgets.ts";
export { firstPhoto, isEmptyValue, isUploadedImage, toStateMap } from "./state.ts";
export { isRuleMet, isValueAvailable, isCustomizationAvailable, availableValues } from "./availability.ts";
export { defaultValueFor, isPickedAutomatically } from "./defaults.ts";
export { applyInput, applyInputs, type CustomizationInput } from "./engine.ts";
export { loadState, type LoadOptions } from "./load.ts";
export {
  offeredOptions,
  visibleOptions,
  type CustomizationContext,
  type HiddenReason,
  type OfferedOption,
} from "./offer.ts";
export { EXPERIMENT_COOKIE, EXPERIMENT_GROUP, parseExperimentGroups, isHiddenByExperiment } from "./experiments.ts";
export { validateConfiguration, requiredMessage, type CustomizationError } from "./validation.ts";
export {
  withProductionTime,
  stripStandardProductionTime,
  restoreStandardProductionTime,
  selectedRushAddOn,
  PRODUCTION_TIME_PLACEHOLDER,
  STANDARD_PRODUCTION_TIME_NAME,
} from "./production-time.ts";
export {
  valuePriceCents,
  configurationPrice,
  priceDifferences,
  bundleOptionIdOf,
  customizedBaseCents,
  type PriceOfSku,
  type OptionPrice,
  type ConfigurationPrice,
} from "./price.ts";
export { bundleSelectionsFor } from "./bundle.ts";
export {
  turnaroundDays,
  estimatedShipmentDate,
  formatPromiseDate,
  shipmentPromise,
  type ShipmentPromise,
} from "./shipment.ts";
export {
  fnv1a64,
  customizationKey,
  customizationChecksum,
  customizedLineKey,
  isSameCustomizedLine,
  type CustomizedLine,
} from "./checksum.ts";
export {
  applyUrlQuery,
  writeUrlQuery,
  urlQueryKeys,
  wizardSizeChoice,
  applyWizardSize,
  foreversKind,
  URL_QUERY_KEYS,
  WIZARD_SIZES,
  type UrlQuery,
  type UrlQueryValue,
  type WizardSize,
  type ForeversKind,
} from "./url-query.ts";
export { savedStateKey, serializeSavedState, parseSavedState, sanitizeState } from "./saved-state.ts";
export { cartCustomizations, DEFAULT_PROMISE_TEMPLATE, lineDisplay, valueText, type LineChoice, type LineDisplay } from "./cart-display.ts";
export { clearedSelections, type ClearedSelection } from "./cleared.ts";
export {
  treeProblems,
  reachableValueIds,
  MAX_VALUE_PRICE,
  WIDGET_LABELS,
  OPTION_TYPE_LABELS,
  type TreeProblem,
} from "./tree-problems.ts";
