// libgumbo, the HTML5 parser ErrorTables reads raw HTML tables with.
#include <gumbo.h>
