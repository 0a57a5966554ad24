/**
 * The attributes of a form only its script submits, which is every storefront form: the page calls the API.
 *
 * Before the page's script has run (a slow phone, a script still on its way), a tap on the form's submit
 * button or Enter in a field would otherwise send the form to the page's own address as a query: the page
 * reloads, what the shopper typed is gone, and named fields (an e-mail address) end up in the address bar
 * and the server's access log. With `method="dialog"` that submission does nothing outside a <dialog>
 * (HTML's form submission steps), and the shop has no native dialogs (components/ui/Modal.tsx). Once the
 * script runs, each form's onSubmit handles the submission and prevents the browser's own.
 */
export const SCRIPT_FORM = { method: "dialog", noValidate: true } as const;
