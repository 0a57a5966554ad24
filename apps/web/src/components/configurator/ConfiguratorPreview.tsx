"use client";

import { useEffect, useState } from "react";
import type { Customization } from "@petsies/domain";
import { withValuePictures } from "../../lib/configurator/load.ts";
import { previewReadyMessage, previewTreeOf } from "../../lib/configurator/preview-message.ts";
import type { ConfiguratorData } from "../../lib/configurator/types.ts";
import type { ActiveCurrency } from "../../lib/money.ts";
import { Configurator } from "./Configurator.tsx";

/**
 * The shop's configurator in the customization editor's frame: it opens with the saved tree, and each tree the
 * editor posts (its own origin, its own window, a tree that parses: lib/configurator/preview-message.ts) takes its
 * place. Values the new tree names by sku are priced as the saved tree's were (a sku it did not name costs the
 * value's own price). Nothing here reaches a cart.
 */
export function ConfiguratorPreview({ data, active, wizard }: { data: ConfiguratorData; active: ActiveCurrency; wizard: boolean }) {
  const [customizations, setCustomizations] = useState<Customization[]>(data.customizations);
  const [updates, setUpdates] = useState(0);

  useEffect(() => {
    const own = { origin: window.location.origin, parent: window.parent };
    const onMessage = (event: MessageEvent) => {
      const tree = previewTreeOf(event, own);
      if (!tree) return;
      setCustomizations(withValuePictures(tree));
      setUpdates((n) => n + 1);
    };
    window.addEventListener("message", onMessage);
    // The editor sends its tree once it hears the page listens (it may have changed since the frame was opened).
    if (window.parent !== window) window.parent.postMessage(previewReadyMessage, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  return (
    <div className="flex flex-col gap-4" data-preview-updates={updates}>
      <p className="rounded-xl border border-sand bg-white p-3 text-sm">
        <strong>Preview</strong> of {data.product.name} as shoppers see it, with the editor&apos;s unsaved changes. Choices made here are not kept.
      </p>
      <Configurator
        data={{ ...data, customizations }}
        active={active}
        experimentCookie={null}
        query={{}}
        wizardSize={null}
        wizard={wizard}
        kinds={[]}
        editKey={null}
        existingPlushieId={null}
        preview
      />
    </div>
  );
}
