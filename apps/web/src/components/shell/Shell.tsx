import { Suspense } from "react";
import { cookies } from "next/headers";
import { COUNTRY_COOKIE } from "@petsies/domain";
import { NewsletterPrompt } from "../layout/NewsletterPrompt.tsx";
import { ModalHost } from "../modals/ModalHost.tsx";
import { CookieNotice } from "./CookieNotice.tsx";
import { LeaveIntent } from "./LeaveIntent.tsx";
import { NavigationLoader } from "./NavigationLoader.tsx";
import { OfflineStatus } from "./OfflineStatus.tsx";
import { ServiceWorkerRegistration } from "./ServiceWorkerRegistration.tsx";

/**
 * The default layout's shell behaviours (spec §4 "Shell behaviour"): the modal host, the cookie notice,
 * the website-leaving intent, the offline badge and messages, the service worker, the newsletter
 * invitation, and the loader while a link waits for its page.
 */
export async function Shell() {
  const visitorCountry = (await cookies()).get(COUNTRY_COOKIE)?.value ?? null;
  return (
    <>
      <ModalHost />
      <NewsletterPrompt />
      <LeaveIntent />
      <OfflineStatus />
      <ServiceWorkerRegistration />
      <CookieNotice visitorCountry={visitorCountry} />
      <Suspense fallback={null}>
        <NavigationLoader />
      </Suspense>
    </>
  );
}
